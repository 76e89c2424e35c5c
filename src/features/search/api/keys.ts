export const searchKeys = {
  all: ['search'] as const,
  results: (term: string) => [...searchKeys.all, term] as const,
};
