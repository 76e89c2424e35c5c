import type { IncomingMessage } from 'node:http';
import { HttpError } from '../http.ts';
import type { Channel } from './channel.ts';
import { shutdownChannel, type RealtimeContext } from './context.ts';
import type { Fanout } from './hub.ts';
import type { JoinHost } from './join.ts';
import { encodeMessage, type PhxMessage } from './protocol.ts';

// The calls the realtime handlers make into the limits (limits.ts); each answers as Realtime does.

const jsonBytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v) ?? '');

/** `phx_join` hook, before the token check: refuses with Realtime's reply (and disconnect) when over a limit. */
export function admitJoin(ctx: RealtimeContext, host: JoinHost, msg: PhxMessage): boolean {
  const refused = ctx.limits.checkJoin(host, msg.topic);
  if (!refused) return true;
  if (msg.ref !== null) {
    const payload = { status: 'error', response: { reason: refused.reason } };
    host.sendRaw(
      encodeMessage({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload }, host.vsn),
    );
  }
  if (refused.disconnect) ctx.limits.client(host)?.socket.close(1000, '');
  return false;
}

/** Counts one client message on `ch`; over the budget the channel ends as Realtime ends it. */
export function admitEvent(ctx: RealtimeContext, ch: Channel): boolean {
  const budget = ctx.limits.client(ch.transport)?.events;
  if (!budget) return true;
  if (budget.level() < 1) {
    shutdownChannel(ctx, ch, 'Too many messages per second');
    return false;
  }
  budget.take(1);
  return true;
}

/**
 * A broadcast pushed on `ch` (a JSON payload, or a binary frame's event and data): counted as an
 * event, then dropped if larger than the tenant's payload limit (an `ack` gets Realtime's error).
 */
export function admitBroadcast(
  ctx: RealtimeContext,
  ch: Channel,
  ref: string | null,
  payload: Record<string, unknown> | { event: string; data: Buffer },
): boolean {
  if (!admitEvent(ctx, ch)) return false;
  const max = ctx.limits.maxPayloadBytes;
  const frame = ctx.limits.client(ch.transport)?.frameBytes ?? Infinity;
  const size =
    frame <= max
      ? 0
      : Buffer.isBuffer(payload.data)
        ? payload.data.length + Buffer.byteLength(String(payload.event))
        : jsonBytes(payload);
  if (size <= max) return true;
  if (ch.ackBroadcast) ch.reply(ref, 'error', 'payload_size_exceeded');
  return false;
}

/** Charges what a client's message fanned out to: one event per delivery, and the bytes sent. */
export function chargeFanout(ctx: RealtimeContext, ch: Channel, sent: Fanout, kind: 'events' | 'presence' = 'events') {
  const client = ctx.limits.client(ch.transport);
  if (!client) return;
  client[kind].take(sent.frames);
  client.bytes.take(sent.bytes);
}

/** Each channel's presence call window (Realtime's presence_client_rate_limit assign). */
const presenceWindows = new WeakMap<Channel, { calls: number; resetAt: number }>();

/** Any `presence` push counts against the channel's call window (PresenceHandler's first check). */
export function admitPresence(ctx: RealtimeContext, ch: Channel): boolean {
  const { clientPresenceMaxCalls, clientPresenceWindowMs } = ctx.limits.settings;
  const now = Date.now();
  const window = presenceWindows.get(ch);
  if (!window || now > window.resetAt) presenceWindows.set(ch, { calls: 1, resetAt: now + clientPresenceWindowMs });
  else if (window.calls >= clientPresenceMaxCalls) {
    shutdownChannel(ctx, ch, 'Client presence rate limit exceeded');
    return false;
  } else window.calls++;
  return true;
}

/** A track the channel may make: its payload within the tenant's limit, then one presence event. */
export function admitTrack(ctx: RealtimeContext, ch: Channel, payload: Record<string, unknown>): boolean {
  const client = ctx.limits.client(ch.transport);
  const max = ctx.limits.maxPayloadBytes;
  if ((client?.frameBytes ?? Infinity) > max && jsonBytes(payload) > max) {
    shutdownChannel(ctx, ch, 'Track message size exceeded');
    return false;
  }
  if (client && client.presence.level() < 1) {
    shutdownChannel(ctx, ch, 'Too many presence messages per second');
    return false;
  }
  client?.presence.take(1);
  return true;
}

/**
 * REST broadcasts (BatchBroadcast / SingleBroadcast): payloads over the limit are refused with 422
 * as Realtime words it, then the caller's budget is checked (429 with Realtime's messages).
 * Returns a function that charges what the messages fanned out to.
 */
export function admitRestBroadcast(
  ctx: RealtimeContext,
  req: IncomingMessage,
  payloads: Array<unknown>,
  single: boolean,
): (sent: Fanout) => void {
  const max = ctx.limits.maxPayloadBytes;
  const sizes = payloads.map((p) => (Buffer.isBuffer(p) ? p.length : jsonBytes(p)));
  if (sizes.some((s) => s > max)) {
    const tooLarge = { payload: ['Payload size exceeds tenant limit'] };
    const errors = single ? tooLarge : { messages: sizes.map((s) => (s > max ? tooLarge : {})) };
    throw new HttpError(422, 'Unprocessable Entity', { errors });
  }
  const bucket = ctx.limits.restBucket(req);
  const level = bucket.level();
  if (level < 1) throw new HttpError(429, 'Too Many Requests', { message: 'You have exceeded your rate limit' });
  if (payloads.length > level)
    throw new HttpError(429, 'Too Many Requests', {
      message: 'Too many messages to broadcast, please reduce the batch size',
    });
  bucket.take(payloads.length);
  return (sent) => bucket.take(sent.frames);
}
