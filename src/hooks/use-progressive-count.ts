import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` in the first render (what a phone screen shows), then
 * one more per task, so no task blocks input. A long list in one go took one 300–600 ms task on a
 * mid-range phone, and no image was requested until it ended (issue 17). (A transition would slice
 * the work finer, but it holds its commit for images that are loading.) Memoise the items, so each
 * step renders only the new one.
 */
export function useProgressiveCount(total: number, first = 3): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + 1));
    return () => clearTimeout(timer);
  }, [count, total]);
  return Math.min(count, total);
}
