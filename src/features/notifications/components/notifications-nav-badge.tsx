import { useUnreadNotificationsBadge } from '../hooks/use-unread-badge';

/**
 * The live unread count on the Notifications navigation entry. The shell mounts it for the
 * whole signed-in session (in the side navigation from lg, unseen below it), so it owns the one
 * realtime channel.
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
