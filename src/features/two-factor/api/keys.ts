export const twoFactorKeys = {
  all: ['two-factor'] as const,
  factors: (userId: string) => [...twoFactorKeys.all, 'factors', userId] as const,
};
