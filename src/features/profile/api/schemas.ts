import { z } from 'zod';

/** One row of `get_profile` (docs/database.md): the header of the creator profile. */
export const creatorProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
  cover_url: z.string().nullable(),
  is_creator: z.boolean(),
  subscription_price_cents: z.number().int().nullable(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  posts_count: z.number().int(),
  media_count: z.number().int(),
  likes_count: z.number().int(),
  is_following: z.boolean(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

/** A `post_cards` row as the profile shows it. */
export const profilePostSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  content: z.string(),
  media_type: z.enum(['none', 'image', 'video']),
  media_url: z.string().nullable(),
  media_width: z.number().nullable(),
  media_height: z.number().nullable(),
  is_locked: z.boolean(),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  created_at: z.string(),
  author_name: z.string().nullable(),
  author_username: z.string().nullable(),
  author_avatar_url: z.string().nullable(),
  locked_media_path: z.string().nullable(),
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
    avatar_url: z.string().nullable().optional(),
  }),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>['profile'];
