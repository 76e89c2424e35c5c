export const callKeys = {
  all: ['calls'] as const,
  history: (userId: string) => [...callKeys.all, 'history', userId] as const,
};
