import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { isNearBottom, type ScrollReason, scrollWithRetries, shouldScroll } from '../utils/scroll';

interface AutoScrollInput {
  /**
   * Changes whenever something is added at the bottom (the newest message's id, the typing line), and
   * not when older pages are put above: reading history is not a new message.
   */
  newestKey: string;
  /** Whether the newest message was written here (then the view always follows it). */
  isLastOwn: boolean;
}

/**
 * Spec §2 Chat: keeps the message list at the bottom on load, new messages, resize, keyboard /
 * visual-viewport changes and media loads, each followed by retries at 100, 300 and 500 ms.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, { newestKey, isLastOwn }: AutoScrollInput) {
  const isAtBottom = useRef(true);
  const cancelRef = useRef<() => void>(() => undefined);
  const seenKey = useRef<string | null>(null);

  const request = useCallback(
    (reason: ScrollReason) => {
      const el = ref.current;
      if (!el || !shouldScroll(reason, isAtBottom.current)) return;
      cancelRef.current();
      cancelRef.current = scrollWithRetries(() => {
        el.scrollTop = el.scrollHeight;
        isAtBottom.current = true;
      });
    },
    [ref],
  );

  // Before paint, so the first frame already shows the newest messages.
  useLayoutEffect(() => {
    if (newestKey === seenKey.current) return;
    const reason = seenKey.current === null ? 'load' : isLastOwn ? 'own-message' : 'new-message';
    seenKey.current = newestKey;
    request(reason);
  }, [newestKey, isLastOwn, request]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handleScroll = () => {
      isAtBottom.current = isNearBottom(el);
      // The reader scrolled up (the retries only ever scroll down): the pending retries would pull them back.
      if (!isAtBottom.current) cancelRef.current();
    };
    // load/loadeddata do not bubble; a capturing listener sees every image and video inside.
    const handleMedia = () => request('media');
    const handleResize = () => request('resize');
    const handleViewport = () => request('viewport');
    el.addEventListener('scroll', handleScroll, { passive: true });
    el.addEventListener('load', handleMedia, true);
    el.addEventListener('loadeddata', handleMedia, true);
    window.addEventListener('resize', handleResize);
    window.visualViewport?.addEventListener('resize', handleViewport);
    // The box (window, keyboard) and its content (a bubble turning into "Not sent", a typing line).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(handleResize);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    return () => {
      cancelRef.current();
      el.removeEventListener('scroll', handleScroll);
      el.removeEventListener('load', handleMedia, true);
      el.removeEventListener('loadeddata', handleMedia, true);
      window.removeEventListener('resize', handleResize);
      window.visualViewport?.removeEventListener('resize', handleViewport);
      observer?.disconnect();
    };
  }, [ref, request]);
}
