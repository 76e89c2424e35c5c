import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { settingsKeys } from './keys';

export type DeletionImpact = Database['public']['Functions']['get_account_deletion_impact']['Returns'][number];

/** What deleting the account would lose (`get_account_deletion_impact`): money, subscriptions, purchases. */
export async function getDeletionImpact(): Promise<DeletionImpact> {
  const row = unwrap(await supabase.rpc('get_account_deletion_impact'))[0];
  if (!row) throw new Error('Could not check what your account holds.');
  return row;
}

export const deletionImpactQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...settingsKeys.all, 'deletion-impact', userId],
    queryFn: getDeletionImpact,
    staleTime: 0,
  });

export const useDeletionImpact = (userId: string, enabled: boolean) =>
  useQuery({ ...deletionImpactQueryOptions(userId), enabled });
