import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { invalidateEntitlements } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { subscriptionKeys } from './keys';

const stateSchema = z.object({
  subscription_id: z.string(),
  status: z.enum(['active', 'cancelled', 'expired']),
  price_cents: z.number(),
  current_period_end: z.string(),
  auto_renew: z.boolean(),
  charged: z.boolean(),
  wallet_balance_cents: z.number(),
});
export type SubscriptionState = z.infer<typeof stateSchema>;

export interface SubscribeVariables {
  /** Per open sheet (or pending intent): a retried tap sends it again and is never charged twice. */
  idempotencyKey: string;
  /** The price the sheet showed: the database refuses (VM003) if it changed meanwhile. */
  expectedPriceCents?: number;
}

export async function subscribe(creatorId: string, { idempotencyKey, expectedPriceCents }: SubscribeVariables) {
  const result = await supabase.rpc('subscribe', {
    creator_id: creatorId,
    idempotency_key: idempotencyKey,
    ...(expectedPriceCents === undefined ? {} : { expected_price_cents: expectedPriceCents }),
  });
  return stateSchema.parse(unwrap(result));
}

export async function cancelSubscription(creatorId: string) {
  return stateSchema.parse(unwrap(await supabase.rpc('cancel_subscription', { creator_id: creatorId })));
}

export async function resubscribe(creatorId: string) {
  return stateSchema.parse(unwrap(await supabase.rpc('resubscribe', { creator_id: creatorId })));
}

/** Subscribing unlocks the creator's subscriber posts everywhere, without a reload (issue 13 §3). */
export function useSubscribe(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subscriptionKeys.subscribe(creatorId),
    mutationFn: (variables: SubscribeVariables) => subscribe(creatorId, variables),
    onSettled: () => invalidateEntitlements(queryClient),
  });
}

/** Cancel (access stays until the period end) or resubscribe (renewal back on, no charge). */
export function useChangeSubscription(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subscriptionKeys.change(creatorId),
    mutationFn: (action: 'cancel' | 'resubscribe') =>
      action === 'cancel' ? cancelSubscription(creatorId) : resubscribe(creatorId),
    onSettled: () => invalidateEntitlements(queryClient),
  });
}
