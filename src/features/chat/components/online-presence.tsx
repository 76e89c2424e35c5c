import type { ReactNode } from 'react';
import { OnlineWatcherContext, useOnlinePresence } from '../api/use-online-presence';

/**
 * Wraps the signed-in app: shows the user as online to their chat partners wherever they are,
 * and lets chat screens watch the partners they show (`useWatchOnline`).
 */
export function OnlinePresence({ userId, children }: { userId: string; children: ReactNode }) {
  const watcher = useOnlinePresence(userId);
  return <OnlineWatcherContext value={watcher}>{children}</OnlineWatcherContext>;
}
