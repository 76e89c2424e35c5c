import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { earningsKeys } from './keys';

export type Earnings = Database['public']['Functions']['get_earnings']['Returns'][number];

/** `get_earnings` (all time): balances, gross / fee / net, per source, payout eligibility; one row. */
export async function getEarnings(): Promise<Earnings> {
  const rows = unwrap(await supabase.rpc('get_earnings'));
  const row = rows[0];
  if (!row) throw new Error('Could not load your earnings.');
  return row;
}

export const earningsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: earningsKeys.summary(userId), queryFn: getEarnings, staleTime: 10_000 });

export const useEarnings = (userId: string) => useQuery(earningsQueryOptions(userId));
