/**
 * Newest creators minus those Suggested already shows, at most `limit` (issue 14 §10: the same
 * creator appeared in both sections). Newest is read with room to spare for what is taken out.
 */
export function withoutRepeats<T extends { id: string }>(
  items: T[],
  shown: readonly { id: string }[],
  limit: number,
): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const out: T[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
    if (out.length === limit) break;
  }
  return out;
}
