import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { VelvetMark } from '@/components/ui/logo';
import { cn } from '@/utils/cn';
import type { NotificationGroup } from '../api/schemas';
import { describeGroup, isFromVelvet } from '../utils/notification-text';
import { feedRelativeTime } from '@/utils/relative-time';

/** The newest person in front, the next one behind (a group of likes or followers, issue 28). */
function AvatarPair({ group }: { group: NotificationGroup }) {
  const second = group.second_actor;
  if (group.group_count < 2 || !second) {
    return <Avatar avatarUrl={group.actor_avatar_url} username={group.actor_username} name={group.actor_name} />;
  }
  return (
    <span className="relative size-11 shrink-0">
      <Avatar
        avatarUrl={second.avatar_url}
        username={second.username}
        name={second.name}
        size="sm"
        className="absolute top-0 left-0"
      />
      <Avatar
        avatarUrl={group.actor_avatar_url}
        username={group.actor_username}
        name={group.actor_name}
        size="sm"
        className="absolute right-0 bottom-0 ring-2 ring-zinc-950"
      />
    </span>
  );
}

/** One notification, or a group of them (likes of a post, new followers) said as one. */
export function NotificationItem({ notification }: { notification: NotificationGroup }) {
  const { before, actor, action, excerpt, href } = describeGroup(notification);
  const isUnread = notification.read_at === null;
  const content = (
    <>
      {isFromVelvet(notification.type) ? <VelvetMark className="size-11" /> : <AvatarPair group={notification} />}
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
