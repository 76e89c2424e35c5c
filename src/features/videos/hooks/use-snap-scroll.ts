import { type RefObject, useEffect, useState } from 'react';

/** Spec §9: the feed snaps to the nearest item about 50 ms after scrolling stops. */
export const SNAP_DELAY_MS = 50;

/**
 * Tracks which full-height item is nearest the scroll position (spec §4: that one is active) and,
 * once scrolling has paused for `SNAP_DELAY_MS`, scrolls exactly onto it.
 */
export function useSnapScroll(containerRef: RefObject<HTMLElement | null>, itemCount: number) {
  const [activeIndex, setActiveIndex] = useState(0);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || itemCount === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const nearest = () => {
      const height = container.clientHeight || 1;
      return Math.min(itemCount - 1, Math.max(0, Math.round(container.scrollTop / height)));
    };
    const handleScroll = () => {
      setActiveIndex(nearest());
      clearTimeout(timer);
      timer = setTimeout(() => {
        const top = nearest() * container.clientHeight;
        // Reduced motion: the snap jumps instead of gliding (CSS scroll-behavior does not reach a script's).
        const behavior = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
        if (Math.abs(container.scrollTop - top) > 1) container.scrollTo({ top, behavior });
      }, SNAP_DELAY_MS);
    };

    container.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      container.removeEventListener('scroll', handleScroll);
    };
  }, [containerRef, itemCount]);

  return activeIndex;
}
