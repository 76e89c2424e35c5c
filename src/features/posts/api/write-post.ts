import { contentProblem, mediaProblem } from '../utils/composer-rules';
import type { NewPost } from './create-post';
import type { PostCardRow } from '@/lib/schemas/post-card';

/**
 * Checks the post, then uploads and inserts it (spec §3).
 */
export async function createPost(userId: string, input: NewPost): Promise<PostCardRow> {
  const { draft, content, media, onProgress } = input;
  const problem = contentProblem(content) ?? (media ? mediaProblem(media.file) : null);
  if (problem) throw new Error(problem);
  const { parseCreatedPost } = await import('./parse-created-post');
  if (input.access && input.access.level !== 'public') {
    if (!media) throw new Error('Add a photo or video to lock this post.');
    const { createLockedPost } = await import('./create-locked-post');
    return parseCreatedPost(await createLockedPost(userId, draft, content, media, input.access, onProgress));
  }
  const { createPublicPost } = await import('./create-public-post');
  return parseCreatedPost(await createPublicPost(userId, draft, content, media, onProgress));
}
