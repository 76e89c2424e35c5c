import * as z from 'zod/mini';
import { personColumns } from '@/lib/schemas/profile-card';

/** One row of `get_profile` (docs/database.md): the header of the creator profile. */
export const creatorProfileSchema = z.object({
  ...personColumns,
  location: z.nullable(z.string()),
  is_creator: z.boolean(),
  subscription_price_cents: z.nullable(z.number().check(z.int())),
  followers_count: z.number().check(z.int()),
  following_count: z.number().check(z.int()),
  posts_count: z.number().check(z.int()),
  media_count: z.number().check(z.int()),
  likes_count: z.number().check(z.int()),
  is_following: z.boolean(),
  /** The viewer blocked this person (profile_screen's blocked_by_me, issue 19); absent: no. */
  blocked_by_me: z.optional(z.boolean()),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

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
