import { useCallback, useState } from 'react';
import { readDraft, writeDraft } from '@/lib/drafts';

/**
 * A text field's value kept as a draft (src/lib/drafts.ts) under `name` for this user: it starts from
 * what was left there and every change is saved, so leaving the screen or reloading loses nothing.
 * Setting '' (after a send) removes it.
 */
export function useStoredDraft(name: string, userId: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => readDraft(name, userId));
  const update = useCallback(
    (next: string) => {
      setText(next);
      writeDraft(name, userId, next);
    },
    [name, userId],
  );
  return [text, update];
}
