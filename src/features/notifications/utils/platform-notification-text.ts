import { paths } from '@/config/paths';
import type { AppNotification } from '../api/schemas';
import type { NotificationDisplay } from './notification-text';

/** Notifications Velvet itself sends (trust and safety): no actor, not mutable. */
export type PlatformType = Extract<
  AppNotification['type'],
  'support_answer' | 'content_removed' | 'content_restored' | 'report_resolved' | 'creator_deleted'
>;

export const PLATFORM_TYPES: readonly PlatformType[] = [
  'support_answer',
  'content_removed',
  'content_restored',
  'report_resolved',
  'creator_deleted',
];

/** What a removal or restoration was about, from the row's targets. */
function removedKind(n: AppNotification): 'post' | 'comment' | 'message' {
  if (n.message_id) return 'message';
  return n.comment_id ? 'comment' : 'post';
}

function describeReport(n: AppNotification): string {
  const kind = n.report_target_type ?? 'item';
  const reviewed = `reviewed your report of ${kind === 'item' ? 'an item' : `a ${kind}`}`;
  if (n.report_status === 'dismissed') return `${reviewed}: it does not break the guidelines`;
  return kind === 'profile' ? `${reviewed} and suspended the account` : `${reviewed} and removed it`;
}

export function describePlatform(n: AppNotification, type: PlatformType): NotificationDisplay {
  switch (type) {
    case 'support_answer':
      return {
        actor: 'Velvet Support',
        action: 'answered your support request',
        excerpt: n.ticket_answer_excerpt?.trim() || null,
        href: paths.contactSupport,
      };
    case 'content_removed':
    case 'content_restored': {
      const kind = removedKind(n);
      const excerpt = kind === 'message' ? n.message_excerpt : kind === 'comment' ? n.comment_excerpt : n.post_excerpt;
      // The author reads it where it was (a removed one marked as removed).
      const href =
        kind === 'message' ? n.conversation_id && paths.chat(n.conversation_id) : n.post_id && paths.post(n.post_id);
      return {
        actor: 'Velvet',
        action:
          type === 'content_removed'
            ? `removed your ${kind} for breaking the content guidelines`
            : `restored your ${kind} after a review`,
        excerpt: excerpt?.trim() || null,
        href: href || null,
      };
    }
    case 'report_resolved':
      return { actor: 'Velvet', action: describeReport(n), excerpt: null, href: paths.myReports };
    case 'creator_deleted': {
      const name = n.creator_name?.trim() || n.creator_username || 'A creator';
      // The profile is gone: nothing to open. Access ended with it, and nothing renews.
      return {
        before: 'Your subscription to',
        actor: n.creator_username ? `${name} (@${n.creator_username})` : name,
        action: 'has ended: they deleted their account. It will not renew.',
        excerpt: null,
        href: null,
      };
    }
  }
}
