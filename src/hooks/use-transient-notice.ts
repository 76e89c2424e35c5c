import { useCallback, useEffect, useState } from 'react';

/**
 * How long a banner stays before it clears by itself (issue 14, docs/decisions.md): a success for
 * 4 s, an error for 8 s. Any newer notice replaces the current one at once.
 */
export const NOTICE_MS = { success: 4_000, error: 8_000 } as const;

export interface Notice<Source extends string = string> {
  tone: keyof typeof NOTICE_MS;
  text: string;
  /** Which part of the screen showed it, so it appears next to what the person touched. */
  source?: Source;
}

interface Shown<N> {
  notice: N;
  /** Restarts the timer when the same text is shown again. */
  serial: number;
}

/**
 * One banner at a time: `show` replaces whatever was there (a later error is never read under an
 * old success), `clear` removes it when it no longer applies (a retry, a successful send), and it
 * clears by itself after its tone's time.
 */
export function useTransientNotice<N extends Notice>(): [N | null, (notice: N) => void, () => void] {
  const [shown, setShown] = useState<Shown<N> | null>(null);
  const show = useCallback((notice: N) => setShown((old) => ({ notice, serial: (old?.serial ?? 0) + 1 })), []);
  const clear = useCallback(() => setShown(null), []);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), NOTICE_MS[shown.notice.tone]);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return [shown?.notice ?? null, show, clear];
}

/** A confirmation line (link copied, coming soon) that clears after the success time. */
export function useTimedText(): [string | null, (text: string) => void] {
  const [notice, show] = useTransientNotice<Notice>();
  const showText = useCallback((text: string) => show({ tone: 'success', text }), [show]);
  return [notice?.text ?? null, showText];
}
