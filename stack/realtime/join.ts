import { randomUUID } from 'node:crypto';
import { checkChannelToken } from './auth.ts';
import {
  ALL_EXTENSIONS,
  AuthorizationError,
  authorizeRead,
  DATABASE_UNAVAILABLE,
  noPolicies,
  readRefusal,
  type Policies,
} from './authorization.ts';
import { Channel, type Transport } from './channel.ts';
import { closeChannel, scheduleExpiry, type RealtimeContext } from './context.ts';
import { admitJoin } from './limit-hooks.ts';
import { encodeMessage, type PhxMessage } from './protocol.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export interface JoinHost extends Transport {
  /** The socket's own token (the apikey JWT the gateway put in the URL). */
  readonly token: string;
  /** The socket's `x-` request headers (Realtime's connect_info x_headers), for `request.headers`. */
  readonly headers?: Record<string, string>;
  readonly channels: Map<string, Channel>;
}

export function replyError(host: Transport, msg: PhxMessage, reason: string) {
  if (msg.ref === null) return;
  const payload = { status: 'error', response: { reason } };
  host.sendRaw(
    encodeMessage({ joinRef: msg.joinRef, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload }, host.vsn),
  );
}

/** `phx_join` (RealtimeChannel.join): token check, bindings, reply, then system and presence_state pushes. */
export async function handleJoin(ctx: RealtimeContext, host: JoinHost, msg: PhxMessage) {
  if (!msg.topic.startsWith('realtime:')) return replyError(host, msg, 'unmatched topic');
  const subTopic = msg.topic.slice('realtime:'.length);
  if (subTopic === '') return replyError(host, msg, 'TopicNameRequired: You must provide a topic name');
  if (!admitJoin(ctx, host, msg)) return;

  const payload = obj(msg.payload);
  const config = obj(payload.config);
  const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token;
  // Opaque sb_ keys (and no token at all) fall back to the socket's apikey JWT, as in Realtime.
  const token = typeof given === 'string' && given !== '' && !given.startsWith('sb_') ? given : host.token;
  const check = checkChannelToken(token, ctx.keys.jwtSecret);
  if (!check.ok) return replyError(host, msg, `${check.code}: ${check.message}`);

  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  const presenceEnabled = presence.enabled === true;
  const headers = host.headers ?? {};
  let policies: Policies | null = null;
  if (config.private === true) {
    // Realtime's maybe_assign_policies: read access to broadcast (and presence, when the client
    // enabled it) decides the join, and the answers are kept for the channel's life.
    const refusal = `Unauthorized: ${readRefusal(subTopic)}`;
    const extensions = presenceEnabled ? ALL_EXTENSIONS : (['broadcast'] as const);
    try {
      const authz = { topic: subTopic, claims: check.claims, headers };
      policies = await authorizeRead(ctx.pool, authz, noPolicies(), extensions);
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      if (err.kind === 'database') return replyError(host, msg, DATABASE_UNAVAILABLE);
      ctx.log(`realtime: RlsPolicyError on ${subTopic}: ${err.message}`);
      return replyError(host, msg, refusal);
    }
    if (!policies.broadcast.read && !policies.presence.read) return replyError(host, msg, refusal);
    if (host.closed) return;
  }

  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
  const existing = host.channels.get(msg.topic);
  if (existing) closeChannel(ctx, existing, true); // Phoenix closes the old join of a topic on rejoin

  const ch = new Channel(host, {
    topic: msg.topic,
    joinRef: msg.joinRef,
    token,
    claims: check.claims,
    isPrivate: policies !== null,
    selfBroadcast: broadcast.self === true,
    ackBroadcast: broadcast.ack === true,
    presenceKey: key,
    presenceEnabled,
    policies,
    headers,
  });
  host.channels.set(msg.topic, ch);

  const requested = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter((b) => b !== null) : [];
  const pg = await ctx.feed.subscribe(ch, requested);
  if (host.closed || ch.closed) {
    closeChannel(ctx, ch, false);
    return;
  }
  ctx.hub.add(ch);
  scheduleExpiry(ctx, ch);
  ch.reply(msg.ref, 'ok', { postgres_changes: pg.echo });
  if (requested.length > 0) {
    if (pg.error) ch.system('postgres_changes', 'error', pg.error);
    else ch.system('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }
  // Changes are read from the database from the moment the service starts, so it is always ready.
  if (broadcast.replication_ready === true) ch.system('system', 'ok', 'Replication connection established');
  if (ch.presenceEnabled && ch.receives('presence')) ch.push('presence_state', ctx.presence.state(ch.key));
}
