/*
 * Text a person typed and has not sent yet, kept in this browser's localStorage under their user id
 * (issue 28, review m7): it survives leaving the screen, a reload and a failed or offline attempt, and
 * goes when it is sent or the person signs out here (a shared computer must not show it to the next
 * person's account, nor keep it on disk after a deliberate sign-out). Storage may be blocked or full:
 * then the draft lives for this visit only, as before.
 */
const PREFIX = 'velvet.draft.';

const keyOf = (name: string, userId: string) => `${PREFIX}${name}.${userId}`;

export function readDraft(name: string, userId: string): string {
  try {
    return window.localStorage.getItem(keyOf(name, userId)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the text; an empty (or blank) text removes the draft. */
export function writeDraft(name: string, userId: string, text: string): void {
  try {
    if (text.trim()) window.localStorage.setItem(keyOf(name, userId), text);
    else window.localStorage.removeItem(keyOf(name, userId));
  } catch {
    // Blocked or full: kept in memory for this visit only.
  }
}

/** Every draft of every account in this browser (a deliberate sign-out). */
export function clearDrafts(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    );
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing stored, or nothing reachable.
  }
}
