import * as z from 'zod/mini';

/** One row of `get_profile` (docs/database.md): the header of the creator profile. */
export const creatorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  bio: z.nullable(z.string()),
  location: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  is_creator: z.boolean(),
  subscription_price_cents: z.nullable(z.number().check(z.int())),
  followers_count: z.number().check(z.int()),
  following_count: z.number().check(z.int()),
  posts_count: z.number().check(z.int()),
  media_count: z.number().check(z.int()),
  likes_count: z.number().check(z.int()),
  is_following: z.boolean(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** A `post_cards` row as the profile shows it. */
export const profilePostSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  media_type: z.enum(['none', 'image', 'video']),
  media_url: z.nullable(z.string()),
  media_width: z.nullable(z.number()),
  media_height: z.nullable(z.number()),
  is_locked: z.boolean(),
  likes_count: z.number().check(z.int()),
  comments_count: z.number().check(z.int()),
  created_at: z.string(),
  author_name: z.nullable(z.string()),
  author_username: z.nullable(z.string()),
  author_avatar_url: z.nullable(z.string()),
  locked_media_path: z.nullable(z.string()),
  price_cents: z.optional(z.nullable(z.number())),
  access: z.optional(z.nullable(z.enum(['public', 'subscribers', 'ppv']))),
});
export type ProfilePost = z.infer<typeof profilePostSchema> & {
  /** A short-lived URL for the author's own locked media; null for everyone else. */
  signed_media_url?: string | null;
};

/**
 * What the previous screen may hand over as navigation state (spec §2: id, name, handle and
 * avatar) so the header paints before `get_profile` answers. Untrusted: parsed, never cast.
 */
export const profilePreviewSchema = z.object({
  profile: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string(),
    avatar_url: z.optional(z.nullable(z.string())),
  }),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>['profile'];
