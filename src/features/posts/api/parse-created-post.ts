import * as z from 'zod/mini';
import { postCardSchema, type PostCardRow } from '@/lib/schemas/post-card';

/** The inserted row with its embedded author (the embed's inferred type is not usable here). */
const insertedRowSchema = z.looseObject({
  author: z.object({
    name: z.nullable(z.string()),
    username: z.string(),
    avatar_url: z.nullable(z.string()),
    is_creator: z.boolean(),
  }),
});

/** The row `createPost` inserted, shaped like a feed post (the author's own, so unliked, and unlocked for them). */
export function parseCreatedPost(row: unknown): PostCardRow {
  const { author, ...post } = insertedRowSchema.parse(row);
  return postCardSchema.parse({
    ...post,
    author_name: author.name,
    author_username: author.username,
    author_avatar_url: author.avatar_url,
    author_is_creator: author.is_creator,
    user_liked: false,
    // A locked post's author gets its path back from createLockedPost; every other new post has none.
    locked_media_path: 'locked_media_path' in post ? post.locked_media_path : null,
  });
}
