export const followingKeys = {
  all: ['following'] as const,
  list: (userId: string) => [...followingKeys.all, 'list', userId] as const,
};
