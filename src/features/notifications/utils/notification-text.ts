import { paths } from '@/config/paths';
import { formatEuro } from '@/utils/money';
import type { AppNotification, NotificationGroup } from '../api/schemas';
import { describePlatform, PLATFORM_TYPES, type PlatformType } from './platform-notification-text';

export interface NotificationDisplay {
  /** Words before the actor's name, when the sentence does not start with them. */
  before?: string;
  actor: string;
  /** What the actor did, after their name. */
  action: string;
  /** The post or comment text it is about, if any. */
  excerpt: string | null;
  /** Where tapping it goes: the post, else the actor's profile. */
  href: string | null;
}

type SocialType = 'follow' | 'post_like' | 'comment_like' | 'comment' | 'reply';

const actions: Record<SocialType, string> = {
  follow: 'started following you',
  post_like: 'liked your post',
  comment_like: 'liked your comment',
  comment: 'commented on your post',
  // Sent to the parent comment's author and to the post's author, so it cannot say "your comment".
  reply: 'replied in a thread you are in',
};

const payoutStates = {
  requested: 'is waiting for our team',
  processing: 'is being processed',
  paid: 'has been paid to your bank account',
  failed: 'failed; the amount is available again',
} as const;

/** Money notifications (issue 13 §11): what happened, how much, and where to see it. */
type MoneyType = Exclude<AppNotification['type'], SocialType | PlatformType>;

function describeMoney(
  n: AppNotification,
  type: MoneyType,
  actor: string,
  profileHref: string | null,
): NotificationDisplay {
  const amount = typeof n.amount_cents === 'number' ? formatEuro(n.amount_cents) : null;
  const postHref = n.post_id ? paths.post(n.post_id) : null;
  const chatHref = n.conversation_id ? paths.chat(n.conversation_id) : null;
  const excerpt = n.post_excerpt?.trim() || null;
  switch (type) {
    case 'new_subscriber':
      return {
        actor,
        action: `subscribed to you${amount ? ` for ${amount} a month` : ''}`,
        excerpt: null,
        href: paths.wallet,
      };
    case 'subscription_renewed':
      return {
        actor,
        action: `renewed their subscription${amount ? ` (${amount})` : ''}`,
        excerpt: null,
        href: paths.wallet,
      };
    case 'renewal_failed':
      return {
        before: 'Your subscription to',
        actor,
        action: `could not renew${amount ? ` (${amount} due)` : ''}: your wallet balance was too low. Top up and subscribe again to keep access.`,
        excerpt: null,
        href: profileHref ?? paths.wallet,
      };
    case 'tip':
      return {
        actor,
        action: `sent you a ${amount ? `${amount} ` : ''}tip`,
        excerpt,
        href: chatHref ?? postHref ?? paths.wallet,
      };
    case 'purchase':
      return {
        actor,
        action: n.post_id
          ? `unlocked your post${amount ? ` for ${amount}` : ''}`
          : `unlocked your paid message${amount ? ` for ${amount}` : ''}`,
        excerpt,
        href: postHref ?? chatHref ?? paths.wallet,
      };
    case 'payout':
      return {
        actor: `Your payout${amount ? ` of ${amount}` : ''}`,
        action: n.payout_status ? payoutStates[n.payout_status] : 'was updated',
        excerpt: null,
        href: paths.wallet,
      };
  }
}

const isSocial = (type: AppNotification['type']): type is SocialType => type in actions;
const isPlatform = (type: AppNotification['type']): type is PlatformType =>
  (PLATFORM_TYPES as readonly string[]).includes(type);

/** Velvet itself speaks (no person did it): shown with Velvet's mark instead of an avatar. */
export const isFromVelvet = (type: AppNotification['type']) => type === 'payout' || isPlatform(type);

export function describeNotification(notification: AppNotification): NotificationDisplay {
  const actor = notification.actor_name?.trim() || notification.actor_username || 'Someone';
  const profileHref = notification.actor_username ? paths.profileOf(notification.actor_username) : null;
  const { type } = notification;
  if (isPlatform(type)) return describePlatform(notification, type);
  if (!isSocial(type)) return describeMoney(notification, type, actor, profileHref);
  const postHref = notification.post_id ? paths.post(notification.post_id) : null;
  const excerpt =
    notification.type === 'post_like'
      ? notification.post_excerpt
      : notification.type === 'follow'
        ? null
        : notification.comment_excerpt;
  return {
    actor,
    action: actions[type],
    excerpt: excerpt?.trim() || null,
    href: notification.type === 'follow' ? profileHref : (postHref ?? profileHref),
  };
}

/**
 * Who did it, for a group (issue 28): "Kai Nakamura", "Kai Nakamura and Ben Lee", "Kai Nakamura and 7
 * others". A group is likes of one post or comment, or new followers, so each person is in it once.
 */
export function groupActor(actor: string, group: GroupPart): string {
  const others = (group.group_count ?? 1) - 1;
  if (others <= 0) return actor;
  const second = group.second_actor?.name?.trim() || group.second_actor?.username;
  if (others === 1 && second) return `${actor} and ${second}`;
  return `${actor} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

/** What makes a notification a group; absent: a group of one. */
type GroupPart = Partial<Pick<NotificationGroup, 'group_count' | 'second_actor'>>;

/** A group's display: its newest notification's, said of everyone in it. */
export function describeGroup(group: AppNotification & GroupPart): NotificationDisplay {
  const display = describeNotification(group);
  return { ...display, actor: groupActor(display.actor, group) };
}

/** The whole sentence, for screen readers and tests: "Luna Rivera and 2 others liked your post". */
export const notificationSentence = (group: AppNotification & GroupPart) => {
  const { before, actor, action } = describeGroup(group);
  return `${before ? `${before} ` : ''}${actor} ${action}`;
};
