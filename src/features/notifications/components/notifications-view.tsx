import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { NotificationItem } from './notification-item';

/** Notifications (/notifications): created by the database, newest first, unread marked. */
export function NotificationsView() {
  const user = useUser();
  const notifications = useNotifications(user.id);
  const markAllRead = useMarkAllRead(user.id);
  const hasUnread = notifications.data?.some((n) => n.read_at === null) ?? false;

  let body: ReactNode;
  if (notifications.isPending) body = <ListSkeleton label="Loading notifications" rows={4} />;
  else if (notifications.isError) {
    body = <QueryError what="notifications" error={notifications.error} onRetry={notifications.refetch} />;
  } else if (notifications.data.length === 0) {
    body = (
      <EmptyState icon={<BellIcon className="size-7" />} title="No notifications yet">
        New followers, likes on your posts and comments, and replies will show up here.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="Notifications" className="divide-y divide-zinc-900">
        {notifications.data.map((notification) => (
          <li key={notification.id}>
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
      {markAllRead.isError ? (
        <div className="p-4 pb-0">
          <Alert tone="error">Could not mark notifications read: {markAllRead.error.message}</Alert>
        </div>
      ) : null}
      {body}
    </>
  );
}
