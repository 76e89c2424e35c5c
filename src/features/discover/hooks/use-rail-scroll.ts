import { type RefObject, useEffect, useState } from 'react';

/** A rail scrolled to within this many pixels of an end counts as at that end (sub-pixel widths). */
const END_SLACK = 4;

export interface RailScroll {
  canGoBack: boolean;
  canGoForward: boolean;
  /** Scrolls by about a rail's width, keeping one card of the last view in sight. */
  go: (direction: -1 | 1) => void;
}

/**
 * Previous / next for a rail that scrolls sideways inside itself (Discover on desktop, issue 28): which
 * way it can still go, from its scroll position and size, kept up to date as it scrolls or resizes.
 */
export function useRailScroll(rail: RefObject<HTMLElement | null>, itemCount: number): RailScroll {
  const [state, setState] = useState({ canGoBack: false, canGoForward: false });

  useEffect(() => {
    const element = rail.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const next = {
        canGoBack: scrollLeft > END_SLACK,
        canGoForward: scrollLeft + clientWidth < scrollWidth - END_SLACK,
      };
      setState((current) =>
        current.canGoBack === next.canGoBack && current.canGoForward === next.canGoForward ? current : next,
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [rail, itemCount]);

  const go = (direction: -1 | 1) => {
    const element = rail.current;
    if (!element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    // The rail snaps each card's start, so the step lands on a card edge.
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: still ? 'auto' : 'smooth' });
  };

  return { ...state, go };
}
