import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../api/types';
import type { HistoryState } from '../components/history-start';

/** Older messages are asked for when the top of the list comes this close (about a screen ahead). */
export const LOAD_OLDER_MARGIN_PX = 800;

/** Where a message's box starts inside the scrolled content (independent of the scroll position). */
function offsetOf(content: HTMLElement, index: number): number | null {
  const bubble = content.querySelectorAll('[data-testid="message"]')[index];
  return bubble ? bubble.getBoundingClientRect().top - content.getBoundingClientRect().top : null;
}

/**
 * Issue 17: loads the page before the oldest message when the sentinel above it nears the viewport
 * (IntersectionObserver), and keeps the reader's place when that page is put above: the message that
 * was oldest stays exactly where it was on screen. Returns the ref for the sentinel.
 */
export function useOlderPages(
  scrollerRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  messages: readonly ChatMessage[],
  { hasOlder, isLoadingOlder, olderError, onLoadOlder }: HistoryState,
) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  // The oldest message and where it sat in the content after the last commit.
  const anchor = useRef<{ id: string; top: number } | null>(null);

  // Every commit: if messages were put above the remembered one, scroll by the height they added;
  // then remember the (new) oldest. Only the top slot sits above it, and it keeps its height.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const previous = anchor.current;
    const oldest = messages[0];
    if (previous && oldest && previous.id !== oldest.id) {
      const index = messages.findIndex((m) => m.id === previous.id);
      const top = index > 0 ? offsetOf(content, index) : null;
      if (top !== null) scroller.scrollTop += top - previous.top;
    }
    const top = oldest ? offsetOf(content, 0) : null;
    anchor.current = oldest && top !== null ? { id: oldest.id, top } : null;
  });

  const oldestId = messages[0]?.id;
  useEffect(() => {
    const root = scrollerRef.current;
    const sentinel = sentinelRef.current;
    if (!root || !sentinel || !hasOlder || isLoadingOlder || olderError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page reports at once if the sentinel is still near (a short page).
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadOlder(), {
      root,
      rootMargin: `${LOAD_OLDER_MARGIN_PX}px 0px 0px 0px`,
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [scrollerRef, hasOlder, isLoadingOlder, olderError, onLoadOlder, oldestId]);

  return sentinelRef;
}
