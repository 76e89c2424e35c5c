/** What to show when a profile has no uploaded avatar (spec §2 Settings, Side navigation). */
export type AvatarFallback =
  { kind: 'image'; src: string } | { kind: 'generated'; seed: string } | { kind: 'initials'; text: string };

export interface AvatarSource {
  avatarUrl?: string | null;
  username?: string | null;
  name?: string | null;
}

/** The first two letters of the name in capitals, else `UP` (spec §2 bottom navigation). */
export function initials(name: string | null | undefined): string {
  const letters = Array.from((name ?? '').trim())
    .slice(0, 2)
    .join('');
  return letters ? letters.toUpperCase() : 'UP';
}

/**
 * The uploaded avatar if there is one; else an avatar generated locally from the username (the
 * spec's client fetched one from a public service; ours never sends the username anywhere); else
 * initials.
 */
export function avatarFallback({ avatarUrl, username, name }: AvatarSource): AvatarFallback {
  const src = avatarUrl?.trim();
  if (src) return { kind: 'image', src };
  const seed = username?.trim();
  if (seed) return { kind: 'generated', seed };
  return { kind: 'initials', text: initials(name) };
}
