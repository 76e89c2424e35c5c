import * as z from 'zod/mini';

/** A `profile_cards` row as Discover lists it (view columns are nullable in the generated types). */
export const creatorCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  is_creator: z.boolean(),
  followers_count: z.number().check(z.int()),
  is_following: z.boolean(),
});
export type CreatorCard = z.infer<typeof creatorCardSchema>;

export const parseCards = (rows: unknown[]): CreatorCard[] => rows.map((row) => creatorCardSchema.parse(row));
