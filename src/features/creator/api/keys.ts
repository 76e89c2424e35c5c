export const creatorKeys = {
  all: ['creator'] as const,
  settings: (userId: string) => [...creatorKeys.all, 'settings', userId] as const,
};
