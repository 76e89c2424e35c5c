import { checkChannelToken } from './auth.ts';
import type { Channel } from './channel.ts';
import { closeChannel, scheduleExpiry, shutdownChannel, type RealtimeContext } from './context.ts';
import type { PhxMessage, UserBroadcastPush } from './protocol.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `phx_leave`: reply ok, then `phx_close`, as Phoenix does. */
export function handleLeave(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  ch.reply(msg.ref, 'ok');
  closeChannel(ctx, ch, true);
}

/** `access_token`: never answered; a bad or expired token ends the channel with a system error. */
export function handleAccessToken(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  const token = isObj(msg.payload) ? msg.payload.access_token : undefined;
  if (typeof token !== 'string' || token === '' || token.startsWith('sb_') || token === ch.token) return;
  const check = checkChannelToken(token, ctx.keys.jwtSecret);
  if (!check.ok) return shutdownChannel(ctx, ch, check.message);
  ch.token = token;
  ch.claims = check.claims; // postgres_changes read the claims per change, so RLS follows the new token
  scheduleExpiry(ctx, ch);
}

/** A broadcast pushed as a JSON frame (vsn 1.0.0, or a client that sends it as text). */
export function handleBroadcast(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  if (!isObj(msg.payload))
    return ch.ackBroadcast ? ch.reply(msg.ref, 'error', { reason: 'Broadcast payload must be a map' }) : undefined;
  ctx.hub.broadcast(ch.key, { form: 'json', payload: msg.payload }, ch.selfBroadcast ? undefined : ch);
  if (ch.ackBroadcast) ch.reply(msg.ref, 'ok');
}

/** A kind-3 binary broadcast (vsn 2.0.0's default for `channel.send`). */
export function handleUserBroadcast(ctx: RealtimeContext, ch: Channel, push: UserBroadcastPush) {
  if (push.encoding === 'json') {
    try {
      JSON.parse(push.data.toString('utf8'));
    } catch {
      // Forwarding it would make every receiving client throw while decoding.
      if (ch.ackBroadcast) ch.reply(push.ref, 'error', { reason: 'Broadcast payload is not valid JSON' });
      return;
    }
  }
  const msg = { form: 'user', event: push.event, encoding: push.encoding, data: push.data } as const;
  ctx.hub.broadcast(ch.key, msg, ch.selfBroadcast ? undefined : ch);
  if (ch.ackBroadcast) ch.reply(push.ref, 'ok');
}

/** `presence` track/untrack (PresenceHandler): diffs go to the whole topic, the pusher gets a reply. */
export function handlePresence(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  const body = isObj(msg.payload) ? msg.payload : {};
  const event = typeof body.event === 'string' ? body.event.toLowerCase() : '';
  if (event === 'track') {
    const payload = body.payload ?? {};
    if (!isObj(payload)) return ch.reply(msg.ref, 'error', { reason: 'Presence track payload must be a map' });
    const diff = ctx.presence.track(ch.key, ch, ch.presenceKey, payload);
    if (diff) ctx.hub.pushAll(ch.key, 'presence_diff', diff);
    ch.reply(msg.ref, 'ok');
    // Tracking turns presence on for this client; it never got the join-time state, so send it now.
    if (!ch.presenceEnabled) {
      ch.presenceEnabled = true;
      ch.push('presence_state', ctx.presence.state(ch.key));
    }
    return;
  }
  if (event === 'untrack') {
    const diff = ctx.presence.untrack(ch.key, ch);
    if (diff) ctx.hub.pushAll(ch.key, 'presence_diff', diff);
    return ch.reply(msg.ref, 'ok');
  }
  ch.reply(msg.ref, 'error', {});
}
