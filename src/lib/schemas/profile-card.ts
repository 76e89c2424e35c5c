import * as z from 'zod/mini';
import { falseWhenNull } from './nullable';

/** The columns every row about a person shares (`profile_cards`, `get_profile`). */
export const personColumns = {
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar_url: z.nullable(z.string()),
  cover_url: z.nullable(z.string()),
  bio: z.nullable(z.string()),
};

/** A `profile_cards` row (also what `get_suggested_creators` returns): a person in a list of people. */
export const profileCardSchema = z.object({
  ...personColumns,
  is_creator: falseWhenNull,
  followers_count: z.number().check(z.int()),
  is_following: falseWhenNull,
});

export type ProfileCard = z.infer<typeof profileCardSchema>;

export const parseProfileCards = (rows: unknown): ProfileCard[] => z.array(profileCardSchema).parse(rows);
