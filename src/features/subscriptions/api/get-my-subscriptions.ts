import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META } from '@/lib/money-cache';
import { supabase } from '@/lib/supabase';
import { subscriptionKeys } from './keys';

const cents = z.number().check(z.int());

/** One row of `get_my_subscriptions` (docs/database.md): the creator is null-named when their profile is hidden. */
const mySubscriptionSchema = z.object({
  subscription_id: z.string(),
  creator_id: z.string(),
  name: z.nullable(z.string()),
  username: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  state: z.enum(['active', 'cancelling', 'expired', 'failed']),
  auto_renew: z.boolean(),
  price_cents: cents,
  current_price_cents: z.nullable(cents),
  started_at: z.string(),
  current_period_end: z.string(),
  ended_at: z.nullable(z.string()),
  renewal_failed_at: z.nullable(z.string()),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;
export type MySubscriptionState = MySubscription['state'];

/** Running (active, or cancelling: access until the end) rather than ended (expired, failed). */
export const isRunning = (row: MySubscription): boolean => row.state === 'active' || row.state === 'cancelling';

/** The viewer's subscriptions, running first (soonest renewal or end first), then ended ones, latest first. */
export async function getMySubscriptions(): Promise<MySubscription[]> {
  return z.array(mySubscriptionSchema).parse(unwrap(await supabase.rpc('get_my_subscriptions')));
}

export const mySubscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.mine(userId),
    queryFn: getMySubscriptions,
    // Fresh when the screen opens, and after any subscribe, cancel or unlock anywhere.
    staleTime: 0,
    meta: ENTITLEMENT_SENSITIVE_META,
  });

export const useMySubscriptions = (userId: string) => useQuery(mySubscriptionsQueryOptions(userId));
