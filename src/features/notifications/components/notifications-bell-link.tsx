import { Link } from 'react-router-dom';
import { BellIcon } from '@/components/ui/icons';
import { countText } from '@/components/ui/nav-badge';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useUnreadCount } from '../api/get-unread-count';

/**
 * A way to Notifications on small screens, where the bottom navigation has no such entry
 * (spec §2): in the Home and Discover headers. Reads the count `NotificationsLive` keeps fresh.
 */
export function NotificationsBellLink() {
  const user = useUser();
  const text = countText(useUnreadCount(user.id).data);
  return (
    <Link
      to={paths.notifications}
      aria-label={text ? `Notifications, ${text} unread` : 'Notifications'}
      className="relative flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white lg:hidden"
    >
      <BellIcon className="size-5" />
      {text ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[0.65rem] leading-5 font-bold text-white"
        >
          {text}
        </span>
      ) : null}
    </Link>
  );
}
