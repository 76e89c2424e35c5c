import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrapMaybe } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { walletKeys } from './keys';

const topupSchema = z.object({
  id: z.string(),
  amount_cents: z.number().check(z.int()),
  status: z.enum(['pending', 'credited', 'failed', 'expired', 'refunded', 'disputed']),
  failure_reason: z.nullable(z.string()),
});
export type Topup = z.infer<typeof topupSchema>;

/** How often a returning fan's top-up is checked until the webhook has landed. */
export const TOPUP_POLL_MS = 1500;

export async function getTopup(topupId: string): Promise<Topup | null> {
  const row = unwrapMaybe(
    await supabase
      .from('wallet_topups')
      .select('id, amount_cents, status, failure_reason')
      .eq('id', topupId)
      .maybeSingle(),
  );
  return row ? topupSchema.parse(row) : null;
}

/**
 * The top-up a fan came back from. Only the provider's webhook changes it, so it is re-read while
 * it is still pending (the polling stops on any final state).
 */
export const topupQueryOptions = (topupId: string) =>
  queryOptions({
    queryKey: walletKeys.topup(topupId),
    queryFn: () => getTopup(topupId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? TOPUP_POLL_MS : false),
  });

export const useTopup = (topupId: string | null) =>
  useQuery({ ...topupQueryOptions(topupId ?? ''), enabled: topupId !== null });
