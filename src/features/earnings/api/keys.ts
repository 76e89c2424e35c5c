export const earningsKeys = {
  all: ['earnings'] as const,
  summary: (userId: string) => [...earningsKeys.all, 'summary', userId] as const,
  subscribers: (userId: string) => [...earningsKeys.all, 'subscribers', userId] as const,
  payouts: (userId: string) => [...earningsKeys.all, 'payouts', userId] as const,
};
