import { paths } from '@/config/paths';
import type { AppNotification } from '../api/schemas';

export interface NotificationDisplay {
  actor: string;
  /** What the actor did, after their name. */
  action: string;
  /** The post or comment text it is about, if any. */
  excerpt: string | null;
  /** Where tapping it goes: the post, else the actor's profile. */
  href: string | null;
}

const actions: Record<AppNotification['type'], string> = {
  follow: 'started following you',
  post_like: 'liked your post',
  comment_like: 'liked your comment',
  comment: 'commented on your post',
  // Sent to the parent comment's author and to the post's author, so it cannot say "your comment".
  reply: 'replied in a thread you are in',
};

export function describeNotification(notification: AppNotification): NotificationDisplay {
  const actor = notification.actor_name?.trim() || notification.actor_username || 'Someone';
  const profileHref = notification.actor_username ? paths.profileOf(notification.actor_username) : null;
  const postHref = notification.post_id ? paths.post(notification.post_id) : null;
  const excerpt =
    notification.type === 'post_like'
      ? notification.post_excerpt
      : notification.type === 'follow'
        ? null
        : notification.comment_excerpt;
  return {
    actor,
    action: actions[notification.type],
    excerpt: excerpt?.trim() || null,
    href: notification.type === 'follow' ? profileHref : (postHref ?? profileHref),
  };
}

/** The whole sentence, for screen readers and tests: "Luna Rivera liked your post". */
export const notificationSentence = (notification: AppNotification) => {
  const { actor, action } = describeNotification(notification);
  return `${actor} ${action}`;
};
