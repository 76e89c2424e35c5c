import { useOnlineStatus } from '@/hooks/use-online-status';

export const OFFLINE_TEXT = "You're offline";

/**
 * The app-wide offline indicator (issue 14): a small pill while the device has no connection, centred
 * just below the screen's header bar on every screen and size (issue 28, review m7). Every header (page
 * headers, Home's, a chat's, the video feed's buttons) is at most 3.5rem and a border tall, so the pill
 * never covers a header control, a title or a chat partner's name; what scrolls under it is content,
 * and it lets taps through. The bottom belongs to the navigation and the chat composer.
 */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  return (
    // The live region is always there so the change is announced; the status itself exists only offline.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[calc(3.5rem+1px+0.5rem+env(safe-area-inset-top))] z-50 flex justify-center"
    >
      {isOnline ? null : (
        <p
          role="status"
          className="flex items-center gap-1.5 rounded-full border border-amber-400/40 bg-zinc-900/95 px-3 py-1 text-xs font-medium text-amber-200 shadow-lg lg:text-sm"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
