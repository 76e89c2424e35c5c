import {
  mutationOptions,
  type QueryClient,
  type QueryKey,
  useIsMutating,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { setLikedInCaches } from './like-cache';

export type LikeTarget = 'post_id' | 'comment_id';

export interface ToggleLikeVariables {
  id: string;
  /** The state the user saw when they pressed: liked → remove the like, else add one (spec §4). */
  isLiked: boolean;
}

/** Removes or adds the viewer's like; the result is the new state. The owner comes from the JWT. */
export async function toggleLike(target: LikeTarget, { id, isLiked }: ToggleLikeVariables): Promise<boolean> {
  if (isLiked) {
    // RLS limits the delete to the viewer's own like; zero rows (already gone) is the same end state.
    unwrap(await supabase.from('likes').delete().eq(target, id).select('id'));
    return false;
  }
  const { error } = await supabase.from('likes').insert(target === 'post_id' ? { post_id: id } : { comment_id: id });
  // 23505: a like already exists (another tab) — the end state is "liked" either way.
  if (error && error.code !== '23505') throw toError(error);
  return true;
}

interface ToggleLikeConfig {
  target: LikeTarget;
  /** Cache root whose entries show this item (every one of them is updated). */
  cacheRoot: QueryKey;
  /** Spec §4: one like request at a time per feed; requests in the same scope run one after another. */
  scopeKey: QueryKey;
}

/** Optimistic like: flip at once, set it back if the request fails (failures are only logged, spec §8). */
export const toggleLikeMutationOptions = (
  queryClient: QueryClient,
  { target, cacheRoot, scopeKey }: ToggleLikeConfig,
) =>
  mutationOptions({
    mutationKey: scopeKey,
    scope: { id: JSON.stringify(scopeKey) },
    mutationFn: (variables: ToggleLikeVariables) => toggleLike(target, variables),
    onMutate: ({ id, isLiked }) => setLikedInCaches(queryClient, cacheRoot, id, !isLiked),
    onError: (error, { id, isLiked }) => {
      setLikedInCaches(queryClient, cacheRoot, id, isLiked);
      console.error('Like failed', error);
    },
  });

/** `toggle` ignores presses while a like request of the same scope is running. */
export function useToggleLike(config: ToggleLikeConfig) {
  const queryClient = useQueryClient();
  const mutation = useMutation(toggleLikeMutationOptions(queryClient, config));
  const isBusy = useIsMutating({ mutationKey: config.scopeKey }) > 0;
  const toggle = (variables: ToggleLikeVariables) => {
    if (isBusy || mutation.isPending) return;
    mutation.mutate(variables);
  };
  return { toggle, isBusy };
}
