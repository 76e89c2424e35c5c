import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys } from './keys';
import { ONLINE_TOPIC, openChannel, presenceOptions, trackOnSubscribe, trackPresence } from './realtime';

const nobody: ReadonlySet<string> = new Set();

/**
 * Who is online, as the presence tracker last wrote it. Never fetched (disabled; presence is not a
 * request): only the tracker writes it, and it is kept for the whole session (no gc) so a chat
 * screen opened later still sees it.
 */
export const onlineUsersQueryOptions = () =>
  queryOptions<ReadonlySet<string>>({
    queryKey: chatKeys.online(),
    queryFn: () => nobody,
    enabled: false,
    initialData: nobody,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** The ids of everyone online right now (the Online chip, online dots, the header's "Online"). */
export function useOnlineUsers(): ReadonlySet<string> {
  return useQuery(onlineUsersQueryOptions()).data;
}

/**
 * Mount once for the signed-in session (the protected layout): the one presence channel that
 * shows the user as online wherever they are in the app and records who else is.
 */
export function usePresenceTracker(userId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    const { queryKey } = onlineUsersQueryOptions();
    const close = openChannel(
      ONLINE_TOPIC,
      presenceOptions(userId),
      (channel) => trackPresence(channel, (online) => queryClient.setQueryData(queryKey, online)),
      trackOnSubscribe,
    );
    return () => {
      close();
      // Signed out (or another user): nobody is known to be online any more.
      queryClient.setQueryData(queryKey, nobody);
    };
  }, [queryClient, userId]);
}
