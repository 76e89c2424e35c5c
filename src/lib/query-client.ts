import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
      // A write never waits, paused, for the browser to come back online and then goes out unseen:
      // offline it fails at once, says so, and the person decides when to retry (issue 14).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });
}
