import { useUser } from '@/lib/auth';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveNotifications } from './use-live-notifications';

export const badgeText = (count: number | undefined): string | undefined =>
  !count || count <= 0 ? undefined : count > 99 ? '99+' : String(count);

/**
 * The live unread badge for the Notifications navigation entry: mount it once, in the layout
 * that stays for the whole signed-in session, so there is one channel per user.
 */
export function useUnreadNotificationsBadge(): string | undefined {
  const user = useUser();
  useLiveNotifications(user.id);
  return badgeText(useUnreadCount(user.id).data);
}
