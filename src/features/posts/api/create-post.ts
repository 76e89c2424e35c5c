import {
  type InfiniteData,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { publicObjectPath } from '@/utils/media-url';
import { fileMessages, mediaKindOf, timestampedPath } from '@/lib/storage/files';
import { uploadWithProgress } from '@/lib/storage/upload';
import { composerMessages, contentProblem, mediaProblem } from '../utils/composer-rules';
import { postKeys } from './keys';
import type { PostCardRow } from '@/lib/schemas/post-card';
import type { PostAccess } from '../utils/post-access';

export interface NewPostMedia {
  file: File;
  width: number | null;
  height: number | null;
  /** A JPEG frame of a video, stored next to it as its poster. */
  poster: Blob | null;
}

export interface NewPost {
  content: string;
  media: NewPostMedia | null;
  /** Creators only; absent means public. A locked post needs media. */
  access?: PostAccess;
  onProgress?: (fraction: number) => void;
}

const AUTHOR = 'author:profiles!posts_user_id_fkey(name, username, avatar_url, is_creator)';

async function uploadMedia(userId: string, media: NewPostMedia, onProgress?: (f: number) => void) {
  const stamp = Date.now();
  const path = timestampedPath(userId, media.file, stamp);
  await uploadWithProgress('post-media', path, media.file, fileMessages.uploadFailed, onProgress);
  if (media.poster) {
    // The poster is a nicety: the post goes out even if it fails to upload.
    await uploadWithProgress('post-media', `${userId}/${stamp}.jpg`, media.poster, '').catch(() => undefined);
  }
  return publicObjectPath('post-media', path);
}

/** Uploads the media to `post-media/{userId}/{timestamp}.{ext}` (spec §3), then inserts the post. */
export async function createPost(userId: string, input: NewPost): Promise<PostCardRow> {
  const { content, media, onProgress } = input;
  const problem = contentProblem(content) ?? (media ? mediaProblem(media.file) : null);
  if (problem) throw new Error(problem);
  // The parser (and zod) load on the first post, not with the Home screen; before anything is written.
  const { parseCreatedPost } = await import('./parse-created-post');
  if (input.access && input.access.level !== 'public') {
    if (!media) throw new Error('Add a photo or video to lock this post.');
    const { createLockedPost } = await import('./create-locked-post');
    return parseCreatedPost(await createLockedPost(userId, content, media, input.access, onProgress));
  }
  const kind = media ? mediaKindOf(media.file) : null;
  const mediaUrl = media ? await uploadMedia(userId, media, onProgress) : null;
  const hasSize = Boolean(media?.width && media.height);
  const row = unwrap(
    await supabase
      .from('posts')
      .insert({
        content: content.trim(),
        media_type: kind ?? 'none',
        media_url: mediaUrl,
        media_width: hasSize ? media?.width : null,
        media_height: hasSize ? media?.height : null,
      })
      .select(`*, ${AUTHOR}`)
      .single(),
  );
  return parseCreatedPost(row);
}

/**
 * Spec §4: the new post goes first in the list. A feed page fetched while the post was being saved
 * may already hold it, so any copy is dropped first (the list never shows a post twice).
 */
export function prependToFeed(queryClient: QueryClient, viewerId: string, post: PostCardRow) {
  const key = postKeys.feed(viewerId);
  if (!queryClient.getQueryData(key)) return void queryClient.invalidateQueries({ queryKey: key });
  queryClient.setQueryData<InfiniteData<PostCardRow[]>>(key, (old) => {
    if (!old) return old;
    const pages = old.pages.map((page) => page.filter((p) => p.id !== post.id));
    const [first = [], ...rest] = pages;
    return { ...old, pages: [[post, ...first], ...rest] };
  });
}

export const createPostMutationOptions = (queryClient: QueryClient, userId: string) =>
  mutationOptions({
    mutationKey: [...postKeys.all, 'create'],
    mutationFn: (input: NewPost) =>
      createPost(userId, input).catch((error: unknown) => {
        throw new Error(composerMessages.failed(toError(error, composerMessages.fallback).message), { cause: error });
      }),
    onSuccess: (post) => prependToFeed(queryClient, userId, post),
  });

export function useCreatePost(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(createPostMutationOptions(queryClient, userId));
}
