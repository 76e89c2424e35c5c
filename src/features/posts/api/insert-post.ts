import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { TablesInsert } from '@/types/database';

const AUTHOR = 'author:profiles!posts_user_id_fkey(name, username, avatar_url, is_creator)';

/**
 * Inserts a post (public or locked) and reads it back with its author. The embed's inferred type
 * is not usable (see parse-created-post), so the caller parses the row.
 */
export async function insertPost(row: TablesInsert<'posts'>): Promise<unknown> {
  return unwrap(await supabase.from('posts').insert(row).select(`*, ${AUTHOR}`).single());
}
