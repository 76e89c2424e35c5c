import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';
import { composerMessages } from '../utils/composer-rules';

const AUTHOR = 'author:profiles!posts_user_id_fkey(name, username, avatar_url, is_creator)';

/** The database's guard against a second post from one draft (migration `post_idempotency_key`). */
const IDEMPOTENCY_CONSTRAINT = 'posts_user_id_idempotency_key_key';

type PostInsert = TablesInsert<'posts'> & { user_id: string; idempotency_key: string };

/** A unique violation of the draft's key: an earlier attempt of this draft is already stored. */
export function isDuplicateDraft(error: { code?: string; message?: string } | null): boolean {
  return error?.code === '23505' && (error.message ?? '').includes(IDEMPOTENCY_CONSTRAINT);
}

/**
 * Inserts a post (public or locked) and reads it back with its author. The embed's inferred type
 * is not usable (see parse-created-post), so the caller parses the row. A retry whose first
 * attempt reached the database (its answer lost to a dropped connection) hits the draft's unique
 * key and reads the stored post back, so one draft never becomes two posts (issue 14).
 */
export async function insertPost(row: PostInsert): Promise<unknown> {
  const result = await supabase.from('posts').insert(row).select(`*, ${AUTHOR}`).single();
  // Spec §8: a failure without a message of its own (no answer at all, e.g. offline) reads "Please try again."
  if (!isDuplicateDraft(result.error)) return unwrap(result, composerMessages.fallback);
  return unwrap(
    await supabase
      .from('posts')
      .select(`*, ${AUTHOR}`)
      .eq('user_id', row.user_id)
      .eq('idempotency_key', row.idempotency_key)
      .single(),
    composerMessages.fallback,
  );
}
