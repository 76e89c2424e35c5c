import { type ReactNode, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { type FilterChip, FilterChips } from '@/components/ui/filter-chips';
import { BellIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import type { NotificationFilter } from '../api/keys';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationItem } from './notification-item';

/** The filters, and what an empty one says (issue 28). Money filters are for creators only. */
const filters: Record<NotificationFilter, { label: string; empty: string; creatorsOnly?: boolean }> = {
  all: {
    label: 'All',
    empty: 'New followers, likes on your posts and comments, and replies will show up here.',
  },
  purchases: {
    label: 'Purchases & tips',
    empty: 'Tips and unlocks of your posts and paid messages will show up here.',
    creatorsOnly: true,
  },
  subscribers: {
    label: 'Subscribers',
    empty: 'New subscribers and renewals will show up here.',
    creatorsOnly: true,
  },
  likes: { label: 'Likes', empty: 'Likes on your posts and comments will show up here.' },
  comments: { label: 'Comments', empty: 'Comments on your posts and replies to you will show up here.' },
  follows: { label: 'Follows', empty: 'New followers will show up here.' },
};

function chipsFor(isCreator: boolean): Array<FilterChip<NotificationFilter>> {
  return (Object.keys(filters) as NotificationFilter[])
    .filter((value) => isCreator || !filters[value].creatorsOnly)
    .map((value) => ({ value, label: filters[value].label }));
}

/** Notifications (/notifications): created by the database, grouped and newest first, unread marked. */
export function NotificationsView() {
  const user = useUser();
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const notifications = useNotifications(user.id, filter);
  const markAllRead = useMarkAllRead(user.id);
  // "Mark all read" marks every notification, whatever the filter shows: the badge's count says if any is unread.
  const unread = useUnreadCount(user.id);
  const hasUnread = (unread.data ?? 0) > 0 || (notifications.data?.some((n) => n.read_at === null) ?? false);

  let body: ReactNode;
  if (notifications.isPending) body = <ListSkeleton label="Loading notifications" rows={4} />;
  else if (notifications.isError) {
    body = <QueryError what="notifications" error={notifications.error} onRetry={notifications.refetch} />;
  } else if (notifications.data.length === 0) {
    body = (
      <EmptyState
        icon={<BellIcon className="size-7" />}
        title={filter === 'all' ? 'No notifications yet' : `No ${filters[filter].label.toLowerCase()} yet`}
      >
        {filters[filter].empty}
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Notifications" className="divide-y divide-zinc-900">
        {notifications.data.map((notification) => (
          <li key={notification.group_key}>
            <NotificationItem notification={notification} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title="Notifications"
        backTo={paths.home}
        backOnSmallOnly
        actions={
          <Button
            variant="ghost"
            className="min-h-9 px-3"
            disabled={!hasUnread || markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        }
      />
      <FilterChips
        label="Show notifications"
        items={chipsFor(isCreator)}
        value={filter}
        onChange={setFilter}
        className="border-b border-zinc-800 px-4 py-3"
      />
      {markAllRead.isError ? (
        <div className="p-4 pb-0">
          <Alert tone="error">Could not mark notifications read: {markAllRead.error.message}</Alert>
        </div>
      ) : null}
      {body}
    </>
  );
}
