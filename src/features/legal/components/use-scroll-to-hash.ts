import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function idFromHash(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed escape such as `#%E0` is just a fragment that matches nothing.
    return null;
  }
}

/**
 * A shared link such as `/terms#payments` arrives before the section exists (the route
 * renders after the bundle loads), so the browser's own jump to the fragment misses it.
 */
export function useScrollToHash() {
  const { hash } = useLocation();

  useEffect(() => {
    const id = idFromHash(hash);
    if (id === null) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
