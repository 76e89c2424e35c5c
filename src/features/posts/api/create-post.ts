import {
  type InfiniteData,
  mutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { composerMessages } from '../utils/composer-rules';
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

/**
 * One draft's identity (issue 14): the same key and media stamp on every retry, so the database
 * refuses a second post and the media goes to the same name instead of a second file.
 */
export interface DraftKey {
  id: string;
  /** The timestamp in the media's name (spec §3 `{userId}/{timestamp}.{ext}`). */
  stamp: number;
}

export const newDraftKey = (): DraftKey => ({ id: crypto.randomUUID(), stamp: Date.now() });

export interface NewPost {
  draft: DraftKey;
  content: string;
  media: NewPostMedia | null;
  /** Creators only; absent means public. A locked post needs media. */
  access?: PostAccess;
  onProgress?: (fraction: number) => void;
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
    // Never paused while the browser is offline (TanStack's default would show "Posting..." until the
    // connection returns, then post unseen): the attempt fails at once and the draft stays to retry.
    networkMode: 'always',
    // The writing code loads on the first post, so the Home screen's first paint does not carry it.
    mutationFn: (input: NewPost) =>
      import('./write-post')
        .then(({ createPost }) => createPost(userId, input))
        .catch((error: unknown) => {
          throw new Error(composerMessages.failed(toError(error, composerMessages.fallback).message), { cause: error });
        }),
    onSuccess: (post) => prependToFeed(queryClient, userId, post),
  });

export function useCreatePost(userId: string) {
  const queryClient = useQueryClient();
  return useMutation(createPostMutationOptions(queryClient, userId));
}
