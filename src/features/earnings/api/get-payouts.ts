import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';
import { earningsKeys } from './keys';

export type Payout = Database['public']['Tables']['payout_requests']['Row'];

export const PAYOUTS_LIMIT = 20;

/** The creator's latest payout requests (RLS: only their own), newest first. */
export async function getPayouts(): Promise<Payout[]> {
  return unwrap(
    await supabase
      .from('payout_requests')
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(PAYOUTS_LIMIT),
  );
}

export const payoutsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: earningsKeys.payouts(userId), queryFn: getPayouts });

export const usePayouts = (userId: string) => useQuery(payoutsQueryOptions(userId));
