import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { WALLET_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { walletKeys } from './keys';

const walletSchema = z.object({
  balance_cents: z.number().check(z.int()),
  pending_topups_cents: z.number().check(z.int()),
  pending_topups: z.number().check(z.int()),
  is_negative: z.boolean(),
  currency: z.string(),
});
export type WalletSummary = z.infer<typeof walletSchema>;

/** The signed-in user's balance and pending top-ups (`get_wallet`, one row). */
export async function getWallet(): Promise<WalletSummary> {
  const rows = z.array(walletSchema).parse(unwrap(await supabase.rpc('get_wallet')));
  return (
    rows[0] ?? { balance_cents: 0, pending_topups_cents: 0, pending_topups: 0, is_negative: false, currency: 'EUR' }
  );
}

export const walletQueryOptions = (userId: string) =>
  queryOptions({ queryKey: walletKeys.summary(userId), queryFn: getWallet, meta: WALLET_SENSITIVE_META });

export const useWallet = (userId: string) => useQuery(walletQueryOptions(userId));
