import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { WALLET_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import { walletKeys } from './keys';

const walletSchema = z.object({
  balance_cents: z.number().check(z.int()),
  pending_topups_cents: z.number().check(z.int()),
  pending_topups: z.number().check(z.int()),
  is_negative: z.boolean(),
  currency: z.string(),
});
export type WalletSummary = z.infer<typeof walletSchema>;

const EMPTY_WALLET: WalletSummary = {
  balance_cents: 0,
  pending_topups_cents: 0,
  pending_topups: 0,
  is_negative: false,
  currency: 'EUR',
};

/** `get_wallet`'s row (or none), as `getWallet` and the app shell's request return it. */
export const parseWallet = (row: unknown): WalletSummary =>
  row === null || row === undefined ? EMPTY_WALLET : walletSchema.parse(row);

/** The signed-in user's balance and pending top-ups (`get_wallet`, one row). */
export async function getWallet(): Promise<WalletSummary> {
  const rows = z.array(walletSchema).parse(unwrap(await supabase.rpc('get_wallet')));
  return rows[0] ?? EMPTY_WALLET;
}

export const walletQueryOptions = (userId: string) =>
  queryOptions({ queryKey: walletKeys.summary(userId), queryFn: getWallet, meta: WALLET_SENSITIVE_META });

/** Waits for the app shell's one request, which seeds it (lib/viewer-shell.ts). */
export const useWallet = (userId: string) =>
  useQuery({ ...walletQueryOptions(userId), enabled: useViewerShellSettled() });
