/**
 * The index of the first post with media, if it is near the top: its media is the screen's largest
 * paint (fetched eagerly and first); -1 when there is none. Also what the HTML's inline script
 * preloads (app/early/lcp-image.ts), so both pick the same post.
 */
export function priorityIndex(posts: readonly { media_type: string }[]): number {
  const index = posts.findIndex((post) => post.media_type !== 'none');
  return index >= 0 && index < 2 ? index : -1;
}
