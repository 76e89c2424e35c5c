import * as z from 'zod/mini';

/*
 * `get_subscription_offer`'s row: the subscription area of a creator profile. Here rather than in
 * the subscriptions feature because the profile's one request (`profile_screen`) brings it too and
 * seeds the subscriptions feature's query with it (features do not import each other).
 */

const count = z.number().check(z.int());

export const subscriptionOfferSchema = z.object({
  price_cents: count,
  subscribers_count: count,
  subscriber_posts: count,
  subscriber_photos: count,
  subscriber_videos: count,
  ppv_posts: count,
  status: z.nullable(z.enum(['active', 'cancelled', 'expired'])),
  current_period_end: z.nullable(z.string()),
  auto_renew: z.nullable(z.boolean()),
  subscribed_price_cents: z.nullable(count),
  wallet_balance_cents: count,
});
export type SubscriptionOffer = z.infer<typeof subscriptionOfferSchema>;

/** The query key of a creator's offer (subscriptions feature's `subscriptionKeys.offer`). */
export const subscriptionOfferKey = (creatorId: string) => ['subscriptions', 'offer', creatorId] as const;
