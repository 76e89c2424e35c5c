import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { WALLET_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
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

/** Read again after every payment and sale (the notifications' live channel tags sales as money). */
export const earningsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: earningsKeys.summary(userId),
    queryFn: getEarnings,
    staleTime: 10_000,
    meta: WALLET_SENSITIVE_META,
  });

/** For a creator, waits for the app shell's one request, which seeds it (lib/viewer-shell.ts). */
export const useEarnings = (userId: string) =>
  useQuery({ ...earningsQueryOptions(userId), enabled: useViewerShellSettled() });
