import { NotificationsView } from '@/features/notifications';

export function NotificationsRoute() {
  return <NotificationsView />;
}
