import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { contentProblem } from '../utils/composer-rules';

/*
 * Editing the text and deleting a post (issue 13 §2). RLS lets only the author do either; a refused
 * update or delete is not an error but 0 rows, so both ask for the rows back and check.
 */

export async function editPostText(postId: string, content: string): Promise<void> {
  const problem = contentProblem(content);
  if (problem) throw new Error(problem);
  const rows = unwrap(await supabase.from('posts').update({ content: content.trim() }).eq('id', postId).select('id'));
  if (rows.length === 0) throw new Error('This post could not be changed. It may have been deleted.');
}

export interface DeletablePost {
  id: string;
  media_url: string | null;
  locked_media_path: string | null;
}

const PUBLIC_PREFIX = '/storage/v1/object/public/post-media/';

/** Deletes the post, then its file (a head start: the row is what matters, and it is gone). */
export async function deletePost(post: DeletablePost): Promise<void> {
  const rows = unwrap(await supabase.from('posts').delete().eq('id', post.id).select('id'));
  if (rows.length === 0) throw new Error('This post could not be deleted. It may already be gone.');
  if (post.locked_media_path) {
    await (await supabase.storage()).from('locked-media').remove([post.locked_media_path]);
  } else if (post.media_url?.startsWith(PUBLIC_PREFIX)) {
    const path = post.media_url.slice(PUBLIC_PREFIX.length);
    // A video's poster sits next to it with the same name (create-post).
    const poster = path.replace(/\.[a-z0-9]+$/i, '.jpg');
    await (await supabase.storage()).from('post-media').remove([...new Set([path, poster])]);
  }
}

/** The post shows in feeds, details and profiles alike: refetch whatever is on screen. */
function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useEditPost(postId: string) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: (content: string) =>
      editPostText(postId, content).catch((error: unknown) => {
        throw toError(error);
      }),
    onSuccess: refresh,
  });
}

export function useDeletePost(post: DeletablePost) {
  const refresh = useRefreshAll();
  return useMutation({
    mutationFn: () =>
      deletePost(post).catch((error: unknown) => {
        throw toError(error);
      }),
    onSuccess: refresh,
  });
}
