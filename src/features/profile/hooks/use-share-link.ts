import { useCallback, useEffect, useState } from 'react';

const NOTICE_MS = 3000;

/**
 * Share (spec §2 Creator profile): the system share sheet where the browser has one, else the
 * link goes to the clipboard with a confirmation. `notice` is what to announce, cleared after a
 * few seconds.
 */
export function useShareLink() {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const share = useCallback(async (url: string, title: string) => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Link copied to clipboard');
    } catch {
      setNotice(`Copy this link: ${url}`);
    }
  }, []);

  return { share, notice };
}
