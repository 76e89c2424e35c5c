import { useCallback } from 'react';
import { useTimedText } from './use-transient-notice';

/**
 * The one share action (spec §2 Creator profile, Video feed): the system share sheet where the
 * browser has one; else, or when the sheet fails, the link goes to the clipboard with a
 * confirmation; if even that fails, the link is shown to copy by hand. Closing the sheet is not a
 * failure. `notice` is what to announce (ShareNotice), cleared after a few seconds.
 */
export function useShare() {
  const [notice, setNotice] = useTimedText();

  const share = useCallback(
    async (url: string, title: string) => {
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, url });
          return;
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') return;
        }
      }
      try {
        await navigator.clipboard.writeText(url);
        setNotice('Link copied to clipboard');
      } catch {
        setNotice(`Copy this link: ${url}`);
      }
    },
    [setNotice],
  );

  return { share, notice };
}
