import { useEffect, useEffectEvent, useRef } from 'react';

interface InfiniteScrollOptions {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** Start loading this far before the end comes into view. */
  rootMargin?: string;
}

/** Returns a ref for a sentinel element at the end of a list; calls `onLoadMore` when it nears the viewport. */
export function useInfiniteScroll<T extends Element>({
  hasMore,
  isLoading,
  onLoadMore,
  rootMargin = '800px 0px',
}: InfiniteScrollOptions) {
  const ref = useRef<T>(null);
  const load = useEffectEvent(onLoadMore);

  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, isLoading, rootMargin]);

  return ref;
}
