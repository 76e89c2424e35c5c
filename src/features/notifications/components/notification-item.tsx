import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { VelvetMark } from '@/components/ui/logo';
import { cn } from '@/utils/cn';
import type { AppNotification } from '../api/schemas';
import { describeNotification, isFromVelvet } from '../utils/notification-text';
import { feedRelativeTime } from '@/utils/relative-time';

export function NotificationItem({ notification }: { notification: AppNotification }) {
  const { before, actor, action, excerpt, href } = describeNotification(notification);
  const isUnread = notification.read_at === null;
  const content = (
    <>
      {isFromVelvet(notification.type) ? (
        <VelvetMark className="size-11" />
      ) : (
        <Avatar
          avatarUrl={notification.actor_avatar_url}
          username={notification.actor_username}
          name={notification.actor_name}
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-sm text-zinc-200">
          {before ? `${before} ` : null}
          <span className="font-semibold text-white">{actor}</span> {action}
          {isUnread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        {excerpt ? <span className="mt-0.5 block truncate text-sm text-zinc-400">“{excerpt}”</span> : null}
        <time dateTime={notification.created_at} className="mt-0.5 block text-xs text-muted">
          {feedRelativeTime(notification.created_at)}
        </time>
      </span>
      {isUnread ? <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-brand-500" /> : null}
    </>
  );
  const className = cn(
    'flex items-start gap-3 px-4 py-3',
    isUnread ? 'bg-brand-600/10' : undefined,
    href ? 'hover:bg-zinc-900' : undefined,
  );
  return href ? (
    <Link to={href} className={className}>
      {content}
    </Link>
  ) : (
    <div className={className}>{content}</div>
  );
}
