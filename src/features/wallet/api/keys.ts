export const walletKeys = {
  all: ['wallet'] as const,
  summary: (userId: string) => [...walletKeys.all, 'summary', userId] as const,
  transactions: (userId: string) => [...walletKeys.all, 'transactions', userId] as const,
  topup: (topupId: string) => [...walletKeys.all, 'topup', topupId] as const,
};
