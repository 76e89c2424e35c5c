import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrapMaybe } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { type CreatorProfile, creatorProfileSchema } from './schemas';
import { normalizeHandle, profileKeys } from './keys';

/** The profile header by handle; null when nobody has that username. */
export async function getCreatorProfile(handle: string): Promise<CreatorProfile | null> {
  const row = unwrapMaybe(await supabase.rpc('get_profile', { handle: normalizeHandle(handle) }).maybeSingle());
  return row ? creatorProfileSchema.parse(row) : null;
}

export const creatorProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: profileKeys.detail(handle),
    queryFn: () => getCreatorProfile(handle),
    // A follow anywhere moves its button and counter at once, then reads the real counts
    // (lib/follow-cache.ts); a subscription change refreshes its subscriber count.
    meta: { follows: 'refresh', ...ENTITLEMENT_SENSITIVE_META },
  });

export const useCreatorProfile = (handle: string) => useQuery(creatorProfileQueryOptions(handle));
