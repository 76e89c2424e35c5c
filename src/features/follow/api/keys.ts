export const followKeys = {
  all: ['follow'] as const,
  toggle: (userId: string) => [...followKeys.all, 'toggle', userId] as const,
};
