import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { earningsKeys } from './keys';

/**
 * `request_payout`: the amount leaves available at once and waits for an operator. The idempotency
 * key is made once per request and reused when it is retried after no answer (a timeout never asks
 * twice); a new key is made after the request went through or was refused.
 */
export function useRequestPayout(userId: string) {
  const queryClient = useQueryClient();
  const keyRef = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (amountCents: number) => {
      keyRef.current ??= crypto.randomUUID();
      const result = await supabase.rpc('request_payout', {
        amount_cents: amountCents,
        idempotency_key: keyRef.current,
      });
      if (result.error) {
        // The database answered and refused: nothing was recorded, so a corrected request gets a new key.
        if (result.error.code) keyRef.current = null;
        throw toError(result.error);
      }
      return unwrap(result);
    },
    onSuccess: () => {
      keyRef.current = null;
    },
    // A refused request (too much, not verified) changes nothing, but the numbers it was judged on may
    // be stale, so both are refreshed either way. Not awaited: the refetch may unmount the form (no
    // more available funds), and the caller's own onSuccess must still run first.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: earningsKeys.summary(userId) });
      void queryClient.invalidateQueries({ queryKey: earningsKeys.payouts(userId) });
    },
  });
}
