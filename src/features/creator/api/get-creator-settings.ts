import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { creatorKeys } from './keys';

export type CreatorSettings = Database['public']['Tables']['creator_settings']['Row'];

/** The caller's creator application (RLS: only their own row); null until they become a creator. */
export async function getCreatorSettings(userId: string): Promise<CreatorSettings | null> {
  return unwrapMaybe(await supabase.from('creator_settings').select('*').eq('user_id', userId).maybeSingle());
}

export const creatorSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: creatorKeys.settings(userId), queryFn: () => getCreatorSettings(userId) });

export const useCreatorSettings = (userId: string) => useQuery(creatorSettingsQueryOptions(userId));
