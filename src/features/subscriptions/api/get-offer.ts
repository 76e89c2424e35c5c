import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { unwrap } from '@/lib/errors';
import { ENTITLEMENT_SENSITIVE_META, WALLET_SENSITIVE_META } from '@/lib/money-cache';
import { type SubscriptionOffer, subscriptionOfferSchema } from '@/lib/schemas/subscription-offer';
import { supabase } from '@/lib/supabase';
import { subscriptionKeys } from './keys';

export type { SubscriptionOffer };

/** What a subscription includes, the caller's own subscription and wallet (`get_subscription_offer`); null: not a creator. */
export async function getOffer(creatorId: string): Promise<SubscriptionOffer | null> {
  const rows = z
    .array(subscriptionOfferSchema)
    .parse(unwrap(await supabase.rpc('get_subscription_offer', { creator_id: creatorId })));
  return rows[0] ?? null;
}

/** Access still running: active, or cancelled with the paid period not over yet. */
export function hasAccess(offer: SubscriptionOffer, now = Date.now()): boolean {
  if (offer.status !== 'active' && offer.status !== 'cancelled') return false;
  return offer.current_period_end !== null && Date.parse(offer.current_period_end) > now;
}

export const offerQueryOptions = (creatorId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.offer(creatorId),
    queryFn: () => getOffer(creatorId),
    meta: { ...ENTITLEMENT_SENSITIVE_META, ...WALLET_SENSITIVE_META },
  });

export const useOffer = (creatorId: string) => useQuery(offerQueryOptions(creatorId));
