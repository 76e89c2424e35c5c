export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  offer: (creatorId: string) => [...subscriptionKeys.all, 'offer', creatorId] as const,
  subscribe: (creatorId: string) => [...subscriptionKeys.all, 'subscribe', creatorId] as const,
  change: (creatorId: string) => [...subscriptionKeys.all, 'change', creatorId] as const,
};
