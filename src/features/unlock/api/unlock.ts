import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { LockedItem } from '@/components/money/money-slots';
import { unwrap } from '@/lib/errors';
import { invalidateEntitlements } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';

const unlockResultSchema = z.object({
  purchase_id: z.string(),
  price_cents: z.number(),
  charged: z.boolean(),
  wallet_balance_cents: z.number(),
});
export type UnlockResult = z.infer<typeof unlockResultSchema>;

/**
 * Buys a pay-per-view post or a paid message from the wallet. The price is the database's; the
 * one shown is sent only so a changed price is refused (VM003) instead of charged. Something
 * already bought answers `charged: false` and is never charged again (issue 13 §4).
 */
export async function unlock(item: LockedItem, idempotencyKey: string): Promise<UnlockResult> {
  const expected = item.priceCents === null ? {} : { expected_price_cents: item.priceCents };
  const result =
    item.kind === 'post'
      ? await supabase.rpc('unlock_post', { post_id: item.postId, idempotency_key: idempotencyKey, ...expected })
      : await supabase.rpc('unlock_message', {
          message_id: item.messageId,
          idempotency_key: idempotencyKey,
          ...expected,
        });
  return unlockResultSchema.parse(unwrap(result));
}

/** The media unlocks wherever it shows (feed, post, profile, chat) without a reload. */
export function useUnlock(item: LockedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['unlock', item.kind, item.kind === 'post' ? item.postId : item.messageId],
    mutationFn: (idempotencyKey: string) => unlock(item, idempotencyKey),
    onSettled: () => invalidateEntitlements(queryClient),
  });
}
