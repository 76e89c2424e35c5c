import * as z from 'zod/mini';

const falseWhenNull = z.pipe(
  z.nullable(z.boolean()),
  z.transform((v) => v ?? false),
);

/**
 * One `post_cards` row as the screens use it. View columns are nullable in the generated types,
 * so rows are parsed once here instead of being null-checked in every component.
 */
export const postSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  media_type: z.enum(['none', 'image', 'video']),
  media_url: z.nullable(z.string()),
  media_width: z.nullable(z.number()),
  media_height: z.nullable(z.number()),
  is_locked: z.boolean(),
  /** Pay-per-view price in cents (null: public or subscribers only); lists read before issue 13 omit it. */
  price_cents: z.optional(z.nullable(z.number())),
  likes_count: z.number(),
  comments_count: z.number(),
  created_at: z.string(),
  author_name: z.nullable(z.string()),
  author_username: z.string(),
  author_avatar_url: z.nullable(z.string()),
  author_is_creator: falseWhenNull,
  user_liked: falseWhenNull,
  /** Only the author (and later entitled fans) can read it (docs/database.md, locked_post_media). */
  locked_media_path: z.nullable(z.string()),
});

export type Post = z.infer<typeof postSchema>;

export function parsePosts(rows: unknown): Post[] {
  return z.array(postSchema).parse(rows);
}

/** The keyset cursor of the next page: the last row's (created_at, id). */
export interface PostCursor {
  before_created_at: string;
  before_id: string;
}

export function cursorAfter(page: readonly Post[], pageSize: number): PostCursor | undefined {
  const last = page.at(-1);
  return page.length < pageSize || !last ? undefined : { before_created_at: last.created_at, before_id: last.id };
}
