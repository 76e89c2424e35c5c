import { checkChannelToken } from './auth.ts';
import {
  ALL_EXTENSIONS,
  AuthorizationError,
  authorizeRead,
  authorizeWrite,
  DATABASE_UNAVAILABLE,
  noPolicies,
  readRefusal,
} from './authorization.ts';
import type { Channel } from './channel.ts';
import { closeChannel, scheduleExpiry, shutdownChannel, type RealtimeContext } from './context.ts';
import { admitBroadcast, admitPresence, admitTrack, chargeFanout } from './limit-hooks.ts';
import type { PhxMessage, UserBroadcastPush } from './protocol.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** `phx_leave`: reply ok, then `phx_close`, as Phoenix does. */
export function handleLeave(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  ch.reply(msg.ref, 'ok');
  closeChannel(ctx, ch, true);
}

/**
 * `access_token`: never answered; a bad or expired token ends the channel with a system error. On
 * a private channel the new token's read access is checked afresh (write access is asked again on
 * the next send): no read access at all, or losing one it had, ends the channel too.
 */
export async function handleAccessToken(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  const token = isObj(msg.payload) ? msg.payload.access_token : undefined;
  if (typeof token !== 'string' || token === '' || token.startsWith('sb_') || token === ch.token) return;
  const check = checkChannelToken(token, ctx.keys.jwtSecret);
  if (!check.ok) return shutdownChannel(ctx, ch, check.message);
  if (ch.policies) {
    const previous = ch.policies;
    const authz = { topic: ch.subTopic, claims: check.claims, headers: ch.headers };
    const extensions = ch.presenceEnabled ? ALL_EXTENSIONS : (['broadcast'] as const);
    let next;
    try {
      next = await authorizeRead(ctx.pool, authz, noPolicies(), extensions);
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      return shutdownChannel(ctx, ch, err.kind === 'database' ? DATABASE_UNAVAILABLE : readRefusal(ch.subTopic));
    }
    if (ch.closed) return;
    if (!next.broadcast.read && !next.presence.read) return shutdownChannel(ctx, ch, readRefusal(ch.subTopic));
    const revoked =
      (previous.broadcast.read === true && !next.broadcast.read) ||
      (previous.presence.read === true && !next.presence.read);
    if (revoked)
      return shutdownChannel(ctx, ch, `You no longer have permission to read from this Channel topic: ${ch.subTopic}`);
    ch.policies = next;
  }
  ch.token = token;
  ch.claims = check.claims; // postgres_changes read the claims per change, so RLS follows the new token
  scheduleExpiry(ctx, ch);
}

/**
 * Whether this client may broadcast here (BroadcastHandler): always on a public channel; on a
 * private one the write check runs on the first send and its answer is kept. A check that fails
 * is not kept, so the next send asks again.
 */
async function maySend(ctx: RealtimeContext, ch: Channel): Promise<boolean> {
  if (!ch.policies) return true;
  if (ch.policies.broadcast.write === null) {
    try {
      const policies = await authorizeWrite(ctx.pool, ch.authorizationContext(), ch.policies);
      if (!ch.closed) ch.policies = policies;
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      ctx.log(`realtime: could not authorize a broadcast on ${ch.subTopic}: ${err.message}`);
      return false;
    }
  }
  return !ch.closed && ch.policies.broadcast.write === true;
}

/** A broadcast pushed as a JSON frame (vsn 1.0.0, or a client that sends it as text). */
export async function handleBroadcast(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  // Refused sends are dropped without a reply, even with ack (as Realtime does).
  if (!(await maySend(ctx, ch))) return;
  if (!isObj(msg.payload))
    return ch.ackBroadcast ? ch.reply(msg.ref, 'error', { reason: 'Broadcast payload must be a map' }) : undefined;
  if (!admitBroadcast(ctx, ch, msg.ref, msg.payload)) return;
  const json = { form: 'json', payload: msg.payload } as const;
  chargeFanout(ctx, ch, ctx.hub.broadcast(ch.key, json, ch.selfBroadcast ? undefined : ch));
  if (ch.ackBroadcast) ch.reply(msg.ref, 'ok');
}

/** A kind-3 binary broadcast (vsn 2.0.0's default for `channel.send`). */
export async function handleUserBroadcast(ctx: RealtimeContext, ch: Channel, push: UserBroadcastPush) {
  if (!(await maySend(ctx, ch))) return;
  if (push.encoding === 'json') {
    try {
      JSON.parse(push.data.toString('utf8'));
    } catch {
      // Forwarding it would make every receiving client throw while decoding.
      if (ch.ackBroadcast) ch.reply(push.ref, 'error', { reason: 'Broadcast payload is not valid JSON' });
      return;
    }
  }
  if (!admitBroadcast(ctx, ch, push.ref, push)) return;
  const msg = { form: 'user', event: push.event, encoding: push.encoding, data: push.data } as const;
  chargeFanout(ctx, ch, ctx.hub.broadcast(ch.key, msg, ch.selfBroadcast ? undefined : ch));
  if (ch.ackBroadcast) ch.reply(push.ref, 'ok');
}

/**
 * Whether this client may track presence here (PresenceHandler): always on a public channel; on a
 * private one the first track checks presence read (if the join did not) and write, and keeps them.
 */
async function mayTrack(ctx: RealtimeContext, ch: Channel): Promise<boolean> {
  if (!ch.policies) return true;
  if (ch.policies.presence.write === null) {
    try {
      let policies = ch.policies;
      if (policies.presence.read === null)
        policies = await authorizeRead(ctx.pool, ch.authorizationContext(), policies, ALL_EXTENSIONS);
      policies = await authorizeWrite(ctx.pool, ch.authorizationContext(), policies);
      if (!ch.closed) ch.policies = policies;
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      ctx.log(`realtime: could not authorize presence on ${ch.subTopic}: ${err.message}`);
      return false;
    }
  }
  return !ch.closed && ch.policies.presence.write === true;
}

/** `presence` track/untrack (PresenceHandler): diffs go to the whole topic, the pusher gets a reply. */
export async function handlePresence(ctx: RealtimeContext, ch: Channel, msg: PhxMessage) {
  if (!admitPresence(ctx, ch)) return;
  const body = isObj(msg.payload) ? msg.payload : {};
  const event = typeof body.event === 'string' ? body.event.toLowerCase() : '';
  if (event === 'track') {
    // Refused: a bare error reply (Realtime's `{:reply, :error, socket}`), nothing tracked.
    if (!(await mayTrack(ctx, ch))) return ch.reply(msg.ref, 'error', {});
    const payload = body.payload ?? {};
    if (!isObj(payload)) return ch.reply(msg.ref, 'error', { reason: 'Presence track payload must be a map' });
    if (!admitTrack(ctx, ch, payload)) return;
    const diff = ctx.presence.track(ch.key, ch, ch.presenceKey, payload);
    if (diff) chargeFanout(ctx, ch, ctx.hub.presenceDiff(ch.key, diff), 'presence');
    ch.reply(msg.ref, 'ok');
    // Tracking turns presence on for this client; it never got the join-time state, so send it now.
    if (!ch.presenceEnabled) {
      ch.presenceEnabled = true;
      if (ch.receives('presence')) ch.push('presence_state', ctx.presence.state(ch.key));
    }
    return;
  }
  if (event === 'untrack') {
    const diff = ctx.presence.untrack(ch.key, ch);
    if (diff) chargeFanout(ctx, ch, ctx.hub.presenceDiff(ch.key, diff), 'presence');
    return ch.reply(msg.ref, 'ok');
  }
  ch.reply(msg.ref, 'error', {});
}
