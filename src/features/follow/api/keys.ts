/**
 * Follow state shows up in queries owned by other features (profile header, Discover, Following,
 * suggestions). Features cannot import each other, so those queries opt in with this `meta` tag
 * and a follow or unfollow refreshes every query that carries it.
 */
export const FOLLOW_SENSITIVE_META = { followSensitive: true } as const;

export const followKeys = {
  all: ['follow'] as const,
  toggle: (userId: string) => [...followKeys.all, 'toggle', userId] as const,
};
