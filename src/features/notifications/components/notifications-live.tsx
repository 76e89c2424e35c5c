import { useUser } from '@/lib/auth';
import { useLiveNotifications } from '../hooks/use-live-notifications';

/**
 * The notifications' live channel for the whole signed-in session (mounted once by the shell, on
 * every layout), so the badges that read the unread count stay current wherever they are. Draws nothing.
 */
export function NotificationsLive() {
  useLiveNotifications(useUser().id);
  return null;
}
