import { type BadgePlacement, CountBadge } from '@/components/ui/nav-badge';
import { useUser } from '@/lib/auth';
import { useUnreadCount } from '../api/get-unread-count';

/** The unread count on the Notifications entry, kept live by `NotificationsLive`. */
export function NotificationsNavBadge({ placement }: { placement?: BadgePlacement }) {
  return <CountBadge count={useUnreadCount(useUser().id).data} placement={placement} />;
}
