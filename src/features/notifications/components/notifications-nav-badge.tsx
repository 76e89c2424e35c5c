import { useUnreadNotificationsBadge } from '../hooks/use-unread-badge';

/**
 * The live unread count on the Notifications navigation entry. The layout mounts it for the
 * whole signed-in session (the side navigation stays mounted, only hidden, on small screens),
 * so it owns the one realtime channel.
 */
export function NotificationsNavBadge() {
  const text = useUnreadNotificationsBadge();
  if (!text) return null;
  return (
    <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums">
      {text}
      <span className="sr-only"> unread</span>
    </span>
  );
}
