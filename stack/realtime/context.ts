import type pg from 'pg';
import type { Keys } from '../keys.ts';
import { checkChannelToken } from './auth.ts';
import type { Channel } from './channel.ts';
import type { Hub } from './hub.ts';
import type { RealtimeLimits } from './limits.ts';
import type { ChangeFeed } from './postgres/feed.ts';
import type { PresenceRegistry } from './presence.ts';

/** Shared state of the realtime service, handed to every socket. */
export interface RealtimeContext {
  keys: Keys;
  hub: Hub;
  presence: PresenceRegistry<Channel>;
  feed: ChangeFeed;
  /** The service's own pool: subscriber checks and channel authorization. */
  pool: pg.Pool;
  limits: RealtimeLimits;
  log: (message: string) => void;
}

// setTimeout cannot wait past ~24.8 days; a token is simply re-checked every hour until then.
const MAX_TIMER_MS = 60 * 60 * 1000;

/** Leaves a channel server-side: stops its feeds and tells the topic it is gone from presence. */
export function closeChannel(ctx: RealtimeContext, ch: Channel, notifyClient: boolean) {
  if (ch.closed) return;
  ch.closed = true;
  clearTimeout(ch.expiryTimer);
  ctx.hub.remove(ch);
  ctx.feed.unsubscribe(ch);
  ch.transport.forget(ch);
  const diff = ctx.presence.untrack(ch.key, ch);
  if (diff) ctx.hub.presenceDiff(ch.key, diff);
  if (notifyClient) ch.push('phx_close', {});
}

/** Realtime's shutdown_response: a `system` error naming the reason, then `phx_close`. */
export function shutdownChannel(ctx: RealtimeContext, ch: Channel, message: string) {
  if (ch.closed) return;
  ch.system('system', 'error', message);
  closeChannel(ctx, ch, true);
}

/** Re-checks the channel's token when it expires (Realtime's confirm_token timer). */
export function scheduleExpiry(ctx: RealtimeContext, ch: Channel) {
  clearTimeout(ch.expiryTimer);
  const ms = Math.min(MAX_TIMER_MS, Math.max(0, ch.claims.exp * 1000 - Date.now()));
  ch.expiryTimer = setTimeout(() => {
    if (ch.closed) return;
    const check = checkChannelToken(ch.token, ctx.keys.jwtSecret);
    if (check.ok) scheduleExpiry(ctx, ch);
    else shutdownChannel(ctx, ch, check.message);
  }, ms + 50);
  ch.expiryTimer.unref();
}
