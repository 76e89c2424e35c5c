import { useCallback, useState } from 'react';

/*
 * The welcome card stays closed once closed (issue 14 §10), per user and per device, in localStorage
 * under the user's id: no request and no column for a greeting (the first screen's request budget is
 * two), and another account on the same browser still gets its own welcome. A new device greets once
 * more. See docs/decisions.md.
 */
const keyFor = (userId: string) => `velvet.welcomeDismissed.${userId}`;

function readDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyFor(userId)) === '1';
  } catch {
    return false;
  }
}

export function useWelcomeDismissed(userId: string): [boolean, () => void] {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.localStorage.setItem(keyFor(userId), '1');
    } catch {
      // Storage blocked: closed for this visit only.
    }
  }, [userId]);
  return [dismissed, dismiss];
}
