import * as z from 'zod/mini';
import { falseWhenNull } from './nullable';

/** Who wrote a post or a comment, as the `post_cards` and `comment_cards` views add it. */
export const authorColumns = {
  author_name: z.nullable(z.string()),
  author_username: z.string(),
  author_avatar_url: z.nullable(z.string()),
};

/**
 * One `post_cards` row as every screen uses it (feed, post detail, profile, videos). View columns
 * are nullable in the generated types, so rows are parsed once here instead of being null-checked
 * in every component.
 */
export const postCardSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  media_type: z.enum(['none', 'image', 'video']),
  media_url: z.nullable(z.string()),
  media_width: z.nullable(z.number()),
  media_height: z.nullable(z.number()),
  is_locked: z.boolean(),
  likes_count: z.number(),
  comments_count: z.number(),
  created_at: z.string(),
  ...authorColumns,
  author_is_creator: falseWhenNull,
  user_liked: falseWhenNull,
  /** Only the author and entitled fans can read it (docs/database.md, locked_post_media). */
  locked_media_path: z.nullable(z.string()),
  /**
   * Pay-per-view price in cents (null: free or subscribers only) and the access level (issue 13).
   * Optional: a row just inserted into `posts` has a price but no view-computed access.
   */
  price_cents: z.optional(z.nullable(z.number())),
  access: z.optional(z.nullable(z.enum(['public', 'subscribers', 'ppv']))),
  /** Set when a moderator removed it / an urgent report holds it (issue 19): only its author reads it then. */
  removed_at: z.optional(z.nullable(z.string())),
  held_at: z.optional(z.nullable(z.string())),
  /** The author's monthly subscription price (null: not a creator): what a subscriber-only post costs to see (issue 28). */
  author_subscription_price_cents: z.optional(z.nullable(z.number())),
});

export type PostCardRow = z.infer<typeof postCardSchema>;

export function parsePostCards(rows: unknown): PostCardRow[] {
  return z.array(postCardSchema).parse(rows);
}
