export interface CollapsedBio {
  /** What shows while collapsed: the first line. */
  firstLine: string;
  /** Whether there is more to show (another line, or a first line too long for the cut). */
  hasMore: boolean;
}

/** Spec §2 Creator profile: the bio is collapsed to its first line until "show more". */
export function collapseBio(bio: string | null | undefined, maxChars = 120): CollapsedBio {
  const text = (bio ?? '').trim();
  if (!text) return { firstLine: '', hasMore: false };
  const newline = text.search(/\r?\n/);
  const line = (newline === -1 ? text : text.slice(0, newline)).trimEnd();
  if (line.length > maxChars) {
    const cut = line.slice(0, maxChars);
    const lastSpace = cut.lastIndexOf(' ');
    return { firstLine: `${(lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`, hasMore: true };
  }
  return { firstLine: line, hasMore: newline !== -1 && text.slice(newline).trim() !== '' };
}
