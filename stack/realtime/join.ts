import { randomUUID } from 'node:crypto';
import { checkChannelToken } from './auth.ts';
import { Channel, type Transport } from './channel.ts';
import { closeChannel, scheduleExpiry, type RealtimeContext } from './context.ts';
import { encodeMessage, type PhxMessage } from './protocol.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

export interface JoinHost extends Transport {
  /** The socket's own token (the apikey JWT the gateway put in the URL). */
  readonly token: string;
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

  const payload = obj(msg.payload);
  const config = obj(payload.config);
  const given = typeof payload.access_token === 'string' ? payload.access_token : payload.user_token;
  // Opaque sb_ keys (and no token at all) fall back to the socket's apikey JWT, as in Realtime.
  const token = typeof given === 'string' && given !== '' && !given.startsWith('sb_') ? given : host.token;
  const check = checkChannelToken(token, ctx.keys.jwtSecret);
  if (!check.ok) return replyError(host, msg, `${check.code}: ${check.message}`);

  const isPrivate = config.private === true;
  // Private channels are authorised by policies on realtime.messages, which this stack does not
  // model; only service_role (which bypasses RLS there too) may join them.
  if (isPrivate && check.claims.role !== 'service_role') {
    return replyError(
      host,
      msg,
      `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
    );
  }

  const broadcast = obj(config.broadcast);
  const presence = obj(config.presence);
  const key = typeof presence.key === 'string' && presence.key !== '' ? presence.key : randomUUID();
  const existing = host.channels.get(msg.topic);
  if (existing) closeChannel(ctx, existing, true); // Phoenix closes the old join of a topic on rejoin

  const ch = new Channel(host, {
    topic: msg.topic,
    joinRef: msg.joinRef,
    token,
    claims: check.claims,
    isPrivate,
    selfBroadcast: broadcast.self === true,
    ackBroadcast: broadcast.ack === true,
    presenceKey: key,
    presenceEnabled: presence.enabled === true,
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
  if (ch.presenceEnabled) ch.push('presence_state', ctx.presence.state(ch.key));
}
