/**
 * The keyset cursor of the next page, as `get_feed` and `get_video_feed` take it: the last row's
 * (created_at, id). Keyset, not offset, so a post published meanwhile never repeats a row.
 */
export interface KeysetCursor {
  before_created_at: string;
  before_id: string;
}

/** The cursor after a full page, or undefined when this page was the last. */
export function cursorAfter(
  page: readonly { created_at: string; id: string }[],
  pageSize: number,
): KeysetCursor | undefined {
  const last = page.at(-1);
  return page.length < pageSize || !last ? undefined : { before_created_at: last.created_at, before_id: last.id };
}
