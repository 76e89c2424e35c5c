import * as z from 'zod/mini';

const profileHit = z.object({
  kind: z.literal('profile'),
  id: z.string(),
  username: z.string(),
  name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  is_creator: z.nullable(z.boolean()),
});
const postHit = z.object({
  kind: z.literal('post'),
  id: z.string(),
  username: z.string(),
  name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  post_content: z.string(),
  post_media_type: z.nullable(z.enum(['none', 'image', 'video'])),
});
const hitsSchema = z.array(z.discriminatedUnion('kind', [profileHit, postHit]));

export type ProfileHit = z.infer<typeof profileHit>;
export type PostHit = z.infer<typeof postHit>;

/** The rows of the `search` RPC (untrusted: parsed, never cast). */
export const parseHits = (rows: unknown): (ProfileHit | PostHit)[] => hitsSchema.parse(rows);
