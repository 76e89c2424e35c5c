import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport (and stays
 * true from then on): media below the fold fetch nothing until the user scrolls near them. True at
 * once where the browser has no IntersectionObserver, so nothing is ever withheld.
 */
export function useNearViewport(margin = '600px 0px'): [ref: (node: Element | null) => void, isNear: boolean] {
  const [node, setNode] = useState<Element | null>(null);
  const [isNear, setIsNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (isNear || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, margin, isNear]);
  return [setNode, isNear];
}
