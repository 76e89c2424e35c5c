import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/*
 * Payout details (issue 19 §4): where a creator's payouts go. Shared: Settings › Payout Settings edits them
 * and the wallet's payout form needs them. The database never gives the full IBAN back, only its last four
 * characters; saving and removing them need an aal2 session once an authenticator is verified (VM014).
 */

export interface PayoutDetails {
  account_holder: string;
  country: string;
  iban_last4: string;
  updated_at: string;
}

export interface PayoutDetailsInput {
  accountHolder: string;
  country: string;
  iban: string;
}

export const payoutDetailsKeys = {
  details: (userId: string) => ['payout-details', userId] as const,
};

async function getPayoutDetails(): Promise<PayoutDetails | null> {
  const [row] = unwrap(await supabase.from('payout_details').select('account_holder, country, iban_last4, updated_at'));
  // iban_last4 is a generated column (never null for a saved row).
  return row ? { ...row, iban_last4: row.iban_last4 ?? '' } : null;
}

export const payoutDetailsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: payoutDetailsKeys.details(userId), queryFn: getPayoutDetails });

export const usePayoutDetails = (userId: string) => useQuery(payoutDetailsQueryOptions(userId));

/** `set_payout_details`: the cache holds what the database saved. */
export function useSavePayoutDetails(userId: string) {
  const queryClient = useQueryClient();
  const key = payoutDetailsKeys.details(userId);
  return useMutation({
    mutationKey: [...key, 'save'],
    mutationFn: async ({ accountHolder, country, iban }: PayoutDetailsInput): Promise<PayoutDetails> => {
      const [saved] = unwrap(
        await supabase.rpc('set_payout_details', { account_holder: accountHolder, country, iban }),
      );
      if (!saved) throw new Error('Could not save your payout details. Please try again.');
      return {
        account_holder: accountHolder.trim().replace(/\s+/g, ' '),
        country,
        iban_last4: saved.iban_last4,
        updated_at: saved.updated_at,
      };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}

/** `delete_payout_details`. */
export function useRemovePayoutDetails(userId: string) {
  const queryClient = useQueryClient();
  const key = payoutDetailsKeys.details(userId);
  return useMutation({
    mutationKey: [...key, 'remove'],
    mutationFn: async () => unwrap(await supabase.rpc('delete_payout_details')),
    onSuccess: () => queryClient.setQueryData(key, null),
  });
}
