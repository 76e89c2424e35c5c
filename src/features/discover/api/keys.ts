export const discoverKeys = {
  all: ['discover'] as const,
  suggested: () => [...discoverKeys.all, 'suggested'] as const,
  newest: () => [...discoverKeys.all, 'newest'] as const,
  browse: (filter: string) => [...discoverKeys.all, 'browse', filter] as const,
  search: (text: string) => [...discoverKeys.all, 'search', text.trim().toLowerCase()] as const,
};

/** Spec §9: suggested creators limit (Discover and the carousel). */
export const SUGGESTED_LIMIT = 10;
export const NEWEST_LIMIT = 10;
/** The search RPC matches people from 2 characters (docs/database.md). */
export const SEARCH_MIN_CHARS = 2;
