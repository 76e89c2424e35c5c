import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { chatKeys } from './keys';
import { OnlineWatcher } from './online-watcher';
import { usePrivacySettings } from '@/lib/privacy-settings';
import { openChannel } from '@/lib/realtime';
import { useViewerShellSettled } from '@/lib/viewer-shell';
import { onlineTopic, ownOnlineOptions, trackOnSubscribe, watchOnlineOptions } from './realtime';

const nobody: ReadonlySet<string> = new Set();

/**
 * Which watched chat partners are online, as the session's watcher last wrote it. Never fetched
 * (presence is not a request): only the watcher writes it, and it is kept for the whole session
 * (no gc) so a screen opened later still sees it.
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

/**
 * The ids of the watched partners online right now (online dots, the Online chip, the header's "Online").
 * While this device is offline nobody is: what presence last said may no longer be true (issue 14).
 */
export function useOnlineUsers(): ReadonlySet<string> {
  const online = useQuery(onlineUsersQueryOptions()).data;
  return useOnlineStatus() ? online : nobody;
}

/** The session's watcher, provided by `OnlinePresence`; null outside it (nothing is watched). */
export const OnlineWatcherContext = createContext<OnlineWatcher | null>(null);

/**
 * Watches these users' online state while the calling screen is mounted. Only the users this
 * screen shows belong here, and few: each is a channel join (see MAX_WATCHED).
 */
export function useWatchOnline(userIds: readonly string[]): void {
  const watcher = useContext(OnlineWatcherContext);
  const key = userIds.join(',');
  useEffect(() => {
    if (!watcher || key === '') return;
    return watcher.watch(key.split(','));
  }, [watcher, key]);
}

/**
 * Mount once for the signed-in session (`OnlinePresence`): shows the user as online on their own
 * private topic (only they may track there; only people they share a conversation with may
 * watch it) wherever they are in the app, and returns the watcher through which screens watch
 * their partners' topics. Sign-out closes everything and forgets who was online.
 */
export function useOnlinePresence(userId: string): OnlineWatcher {
  const queryClient = useQueryClient();
  // Privacy Settings › Show my online status (issue 19 §3), from the shell's request: off, the user
  // is not tracked and watches nobody (the realtime policies refuse both anyway). Unknown yet: wait.
  const privacy = usePrivacySettings(userId, useViewerShellSettled());
  const showOnline = privacy.data?.show_online;
  // Building one has no side effects; channels open only through watch() and close with the session.
  const watcher = useMemo(
    () =>
      new OnlineWatcher(
        (partnerId, onChange) => {
          // One's own topic is the tracker's channel below; a second channel there would replace it.
          if (partnerId === userId || showOnline !== true) return () => undefined;
          // A refused join (say, the conversation was just deleted) is retried by realtime-js with
          // its backoff until the screen stops showing that partner.
          return openChannel(onlineTopic(partnerId), watchOnlineOptions(), (channel) =>
            channel.on('presence', { event: 'sync' }, () =>
              // Only the partner may track on their topic, so anyone present there is them.
              onChange(Object.keys(channel.presenceState()).length > 0),
            ),
          );
        },
        (online) => queryClient.setQueryData(onlineUsersQueryOptions().queryKey, online),
      ),
    [queryClient, userId, showOnline],
  );

  useEffect(() => {
    const closeOwn =
      showOnline === true
        ? openChannel(onlineTopic(userId), ownOnlineOptions(userId), () => undefined, trackOnSubscribe)
        : () => undefined;
    return () => {
      closeOwn();
      watcher.close();
      // Signed out (or another user): nobody is known to be online any more.
      queryClient.setQueryData(onlineUsersQueryOptions().queryKey, nobody);
    };
  }, [watcher, queryClient, userId, showOnline]);

  return watcher;
}
