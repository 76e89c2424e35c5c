import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { WALLET_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { walletKeys } from './keys';

export const TRANSACTIONS_PAGE_SIZE = 30;

const kinds = [
  'topup',
  'topup_reversal',
  'subscription',
  'renewal',
  'post_unlock',
  'message_unlock',
  'tip',
  'payout',
  'payout_reversal',
] as const;

const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(kinds),
  side: z.enum(['wallet', 'earnings']),
  status: z.enum(['completed', 'pending', 'failed', 'expired']),
  amount_cents: z.number().check(z.int()),
  occurred_at: z.string(),
  detail: z.nullable(z.string()),
  counterparty_name: z.nullable(z.string()),
  counterparty_username: z.nullable(z.string()),
  counterparty_avatar_url: z.nullable(z.string()),
  post_id: z.nullable(z.string()),
  conversation_id: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof transactionSchema>;
export type TransactionKind = Transaction['kind'];

interface Cursor {
  before_occurred_at: string;
  before_id: string;
}

/** One page of the history, newest first, keyset on (occurred_at, id). */
export async function getTransactions(cursor: Cursor | null): Promise<Transaction[]> {
  const rows = unwrap(await supabase.rpc('get_transactions', { page_size: TRANSACTIONS_PAGE_SIZE, ...(cursor ?? {}) }));
  return z.array(transactionSchema).parse(rows);
}

export const transactionsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(userId),
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: null as Cursor | null,
    getNextPageParam: (page): Cursor | undefined => {
      const last = page.at(-1);
      return page.length < TRANSACTIONS_PAGE_SIZE || !last
        ? undefined
        : { before_occurred_at: last.occurred_at, before_id: last.id };
    },
    meta: WALLET_SENSITIVE_META,
  });

export const useTransactions = (userId: string) => useInfiniteQuery(transactionsQueryOptions(userId));
