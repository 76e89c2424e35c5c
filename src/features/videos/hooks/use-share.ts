import { useEffect, useState } from 'react';

export type ShareResult = 'shared' | 'copied' | 'failed' | null;

/** Web Share where the browser has it, else the link goes to the clipboard with a confirmation. */
export function useShare() {
  const [result, setResult] = useState<ShareResult>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 2500);
    return () => clearTimeout(timer);
  }, [result]);

  const share = async (url: string, title: string) => {
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ url, title });
        setResult('shared');
        return;
      }
      await navigator.clipboard.writeText(url);
      setResult('copied');
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setResult('failed');
    }
  };

  return { share, result };
}
