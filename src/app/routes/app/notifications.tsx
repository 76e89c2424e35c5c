import { NotificationsView } from '@/features/notifications/components/notifications-view';

export function NotificationsRoute() {
  return <NotificationsView />;
}
