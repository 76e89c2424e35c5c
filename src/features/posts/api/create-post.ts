import {
  type InfiniteData,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toError } from '@/lib/errors';
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

/**
 * Checks the post, then uploads and inserts it (spec §3). The writing code loads on the first post,
 * with the parser, so the Home screen's first paint does not carry it.
 */
export async function createPost(userId: string, input: NewPost): Promise<PostCardRow> {
  const { content, media, onProgress } = input;
  const problem = contentProblem(content) ?? (media ? mediaProblem(media.file) : null);
  if (problem) throw new Error(problem);
  const { parseCreatedPost } = await import('./parse-created-post');
  if (input.access && input.access.level !== 'public') {
    if (!media) throw new Error('Add a photo or video to lock this post.');
    const { createLockedPost } = await import('./create-locked-post');
    return parseCreatedPost(await createLockedPost(userId, content, media, input.access, onProgress));
  }
  const { createPublicPost } = await import('./create-public-post');
  return parseCreatedPost(await createPublicPost(userId, content, media, onProgress));
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
