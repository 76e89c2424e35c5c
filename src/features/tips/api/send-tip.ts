import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { TipTarget } from '@/components/money/money-slots';
import { unwrap } from '@/lib/errors';
import { invalidateWallet } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';

/** Issue 13 §6: presets €5/€10/€20, or a custom €1–€200, with an optional message (≤ 500). */
export const TIP_PRESETS = [500, 1000, 2000] as const;
export const TIP_MIN_CENTS = 100;
export const TIP_MAX_CENTS = 20_000;
export const TIP_MESSAGE_MAX = 500;

const tipResultSchema = z.object({
  tip_id: z.string(),
  message_id: z.nullable(z.string()),
  amount_cents: z.number(),
  charged: z.boolean(),
  wallet_balance_cents: z.number(),
});

export interface TipVariables {
  amountCents: number;
  message: string;
  idempotencyKey: string;
}

/** A tip from the wallet; in a chat the database also writes the tip bubble (messages.tip_cents). */
export async function sendTip(target: TipTarget, { amountCents, message, idempotencyKey }: TipVariables) {
  const note = message.trim();
  const result = await supabase.rpc('tip', {
    creator_id: target.creatorId,
    amount_cents: amountCents,
    idempotency_key: idempotencyKey,
    ...(note ? { message: note } : {}),
    ...(target.context === 'post' && target.postId ? { post_id: target.postId } : {}),
    ...(target.context === 'chat' && target.conversationId ? { conversation_id: target.conversationId } : {}),
  });
  return tipResultSchema.parse(unwrap(result));
}

export function useSendTip(target: TipTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['tips', 'send', target.creatorId, target.context, target.postId ?? target.conversationId ?? ''],
    mutationFn: (variables: TipVariables) => sendTip(target, variables),
    onSettled: () => invalidateWallet(queryClient),
  });
}
