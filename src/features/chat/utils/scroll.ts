/** Spec §9: after the first scroll to the bottom, retries run at 100, 300 and 500 ms (late layout). */
export const SCROLL_RETRY_DELAYS = [100, 300, 500] as const;

/** How close to the bottom still counts as "reading the newest messages". */
export const NEAR_BOTTOM_PX = 120;

export type ScrollReason = 'load' | 'own-message' | 'new-message' | 'resize' | 'viewport' | 'media';

interface ScrollBox {
  scrollHeight: number;
  scrollTop: number;
  clientHeight: number;
}

export function isNearBottom(box: ScrollBox, threshold: number = NEAR_BOTTOM_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}

/**
 * Spec §2 Chat scrolls to the bottom on load, new messages, resize, viewport change and media load.
 * Opening the chat and sending always do; the other reasons only while the reader is already at the
 * bottom, so a message arriving while they read older history does not yank them away.
 */
export function shouldScroll(reason: ScrollReason, wasNearBottom: boolean): boolean {
  return reason === 'load' || reason === 'own-message' || wasNearBottom;
}

type Schedule = (callback: () => void, ms: number) => unknown;
type Cancel = (handle: unknown) => void;

/** Scrolls now, then again at each retry delay; returns a cancel for unmount or a newer request. */
export function scrollWithRetries(
  scroll: () => void,
  schedule: Schedule = (cb, ms) => setTimeout(cb, ms),
  cancel: Cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
): () => void {
  scroll();
  const handles = SCROLL_RETRY_DELAYS.map((ms) => schedule(scroll, ms));
  return () => handles.forEach(cancel);
}
