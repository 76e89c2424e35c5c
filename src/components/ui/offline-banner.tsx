import { useOnlineStatus } from '@/hooks/use-online-status';

export const OFFLINE_TEXT = "You're offline";

/**
 * The app-wide offline indicator (issue 14): a small pill while the device has no connection, at the
 * top of a phone's screen (the bottom belongs to the navigation and the chat composer) and at the
 * bottom right on desktop (the suggestions column's empty foot at xl, away from titles and the composer). It lets taps through, so nothing under it stops working.
 */
export function OfflineBanner() {
  const isOnline = useOnlineStatus();
  return (
    // The live region is always there so the change is announced; the status itself exists only offline.
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center lg:top-auto lg:bottom-0 lg:justify-end lg:pr-4"
    >
      {isOnline ? null : (
        <p
          role="status"
          className="mt-[max(0.25rem,env(safe-area-inset-top))] flex items-center gap-1.5 rounded-full border border-amber-400/40 bg-zinc-900/95 px-2.5 py-1 text-xs font-medium text-amber-200 shadow-lg lg:mt-0 lg:mb-4 lg:px-3 lg:py-1.5 lg:text-sm"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}
