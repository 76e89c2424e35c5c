import { useEffect } from 'react';

/**
 * Keeps focus on controls disabled while a request runs (`keepFocus`, issue 18), for the session's
 * lifetime. Loaded after the first screen: a keyboard user's first submit comes later, and the first
 * screen's JavaScript has a budget (docs/performance.md).
 */
export function useFocusKeeper() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let isMounted = true;
    void import('./focus-keeper')
      .then(({ keepFocus }) => {
        if (isMounted) stop = keepFocus();
      })
      .catch(() => undefined); // offline at boot: the app works, focus just isn't kept
    return () => {
      isMounted = false;
      stop?.();
    };
  }, []);
}
