import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { setFollowingInCaches } from '@/lib/follow-cache';
import { invalidateEntitlements } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import type { MySubscription } from './get-my-subscriptions';
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

/**
 * Subscribing unlocks the creator's subscriber posts everywhere, without a reload (issue 13 §3). A
 * subscription that starts (charged) also follows the creator in the database (issue 28), so every
 * screen showing their follow state says Following at once, as a tap on Follow would.
 */
export function useSubscribe(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subscriptionKeys.subscribe(creatorId),
    mutationFn: (variables: SubscribeVariables) => subscribe(creatorId, variables),
    // The profile header, which shows the counts, is entitlement-sensitive: onSettled reads it again.
    onSuccess: (result) => {
      if (result.charged) setFollowingInCaches(queryClient, creatorId, true);
    },
    onSettled: () => invalidateEntitlements(queryClient),
  });
}

/** A running subscription as the Subscriptions screen lists it after a cancel or resubscribe. */
const withRenewal = (row: MySubscription, state: SubscriptionState): MySubscription => ({
  ...row,
  state: state.status === 'active' ? 'active' : state.status === 'cancelled' ? 'cancelling' : row.state,
  auto_renew: state.auto_renew,
  current_period_end: state.current_period_end,
});

/**
 * Cancel (auto-renew off: access stays until the period end) or resubscribe (renewal back on, no
 * charge). The Subscriptions list shows the answer at once; everything money-dependent refetches.
 */
export function useChangeSubscription(creatorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: subscriptionKeys.change(creatorId),
    mutationFn: (action: 'cancel' | 'resubscribe') =>
      action === 'cancel' ? cancelSubscription(creatorId) : resubscribe(creatorId),
    onSuccess: (state) => {
      queryClient.setQueriesData<MySubscription[]>({ queryKey: [...subscriptionKeys.all, 'mine'] }, (rows) =>
        rows?.map((row) => (row.creator_id === creatorId ? withRenewal(row, state) : row)),
      );
    },
    onSettled: () => invalidateEntitlements(queryClient),
  });
}
