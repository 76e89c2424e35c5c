import * as z from 'zod/mini';
import { profileCardSchema } from '@/lib/schemas/profile-card';

/**
 * A creator in Discover's sections: a profile card plus what a fan weighs before following or
 * joining (issue 14 §10): the monthly price and how many posts there are to look at. Both are
 * `profile_cards` columns, so `get_suggested_creators` (setof profile_cards) carries them too.
 */
export const creatorCardSchema = z.object({
  ...profileCardSchema.shape,
  subscription_price_cents: z.nullable(z.number().check(z.int())),
  posts_count: z.number().check(z.int()),
});

export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const parseCreatorCards = (rows: unknown): CreatorCard[] => z.array(creatorCardSchema).parse(rows);
