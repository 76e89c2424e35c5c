import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentProfileKeys } from '@/lib/auth';
import { toError, unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/** New subscribers pay the new price at once; current ones from their next renewal (the RPC's rule). */
export async function updateSubscriptionPrice(monthlyPriceCents: number): Promise<number> {
  const rows = unwrap(await supabase.rpc('update_subscription_price', { monthly_price_cents: monthlyPriceCents }));
  const row = rows[0];
  if (!row) throw new Error('Could not change the price. Please try again.');
  return row.subscription_price_cents;
}

export function useUpdateSubscriptionPrice(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cents: number) =>
      updateSubscriptionPrice(cents).catch((error: unknown) => {
        throw toError(error);
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentProfileKeys.detail(userId) }),
  });
}
