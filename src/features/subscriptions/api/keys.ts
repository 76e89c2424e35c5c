import { subscriptionOfferKey } from '@/lib/schemas/subscription-offer';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  // Shared with the profile's one request, which seeds it (lib/schemas/subscription-offer.ts).
  offer: subscriptionOfferKey,
  /** The viewer's own subscriptions (the Subscriptions screen). */
  mine: (userId: string) => [...subscriptionKeys.all, 'mine', userId] as const,
  subscribe: (creatorId: string) => [...subscriptionKeys.all, 'subscribe', creatorId] as const,
  change: (creatorId: string) => [...subscriptionKeys.all, 'change', creatorId] as const,
};
