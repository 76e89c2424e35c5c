import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, HttpError, readBody, readJson, sendEmpty } from '../http.ts';
import { checkChannelToken, type ChannelClaims } from './auth.ts';
import { AuthorizationError, authorizeWrite, noPolicies } from './authorization.ts';
import { topicKey } from './channel.ts';
import type { RealtimeContext } from './context.ts';
import type { Fanout } from './hub.ts';
import { admitRestBroadcast } from './limit-hooks.ts';

const MAX_BODY = 3 * 1024 * 1024;
const notFound = () =>
  new HttpError(404, 'no Route matched with those values', { message: 'no Route matched with those values' });
const unprocessable = (errors: Record<string, string[]>) => new HttpError(422, 'Unprocessable Entity', { errors });

function caller(req: IncomingMessage, ctx: RealtimeContext): ChannelClaims {
  const token = bearerToken(req);
  const check = token ? checkChannelToken(token, ctx.keys.jwtSecret) : null;
  if (!check?.ok)
    throw new HttpError(401, 'Unauthorized', { message: check ? `${check.code}: ${check.message}` : 'Unauthorized' });
  return check.claims;
}

/** Every request header, which Realtime hands to policies as `request.headers` on the REST API. */
function requestHeaders(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** May the caller broadcast to this private topic? The same write check a channel runs on its first send. */
async function mayWrite(ctx: RealtimeContext, req: IncomingMessage, claims: ChannelClaims, topic: string) {
  const policies = await authorizeWrite(ctx.pool, { topic, claims, headers: requestHeaders(req) }, noPolicies());
  return policies.broadcast.write === true;
}

function send(ctx: RealtimeContext, topic: string, event: string, payload: unknown, isPrivate: boolean): Fanout {
  return ctx.hub.broadcast(topicKey(topic, isPrivate), {
    form: 'json',
    payload: { type: 'broadcast', event, payload },
  });
}

/**
 * POST /api/broadcast — the batch endpoint realtime-js falls back to before a channel has joined.
 * Public messages always go out; private ones are checked once per topic against the caller's
 * insert policies, and those refused are dropped silently (202 all the same), as in BatchBroadcast.
 */
async function batch(req: IncomingMessage, ctx: RealtimeContext) {
  const claims = caller(req, ctx);
  const body = await readJson(req, (m) => new HttpError(400, m, { message: m }), MAX_BODY);
  if (!Array.isArray(body.messages)) throw unprocessable({ messages: ["can't be blank"] });
  const messages = body.messages.map((m: unknown) =>
    m !== null && typeof m === 'object' ? (m as Record<string, unknown>) : {},
  );
  for (const m of messages) {
    if (typeof m.topic !== 'string' || m.topic === '') throw unprocessable({ topic: ["can't be blank"] });
    if (typeof m.event !== 'string' || m.event === '') throw unprocessable({ event: ["can't be blank"] });
    if (m.payload === null || typeof m.payload !== 'object' || Array.isArray(m.payload))
      throw unprocessable({ payload: ['is invalid'] });
  }
  const charge = admitRestBroadcast(
    ctx,
    req,
    messages.map((m) => m.payload),
    false,
  );
  const byTopic = new Map<string, Record<string, unknown>[]>();
  for (const m of messages) {
    if (m.private !== true) charge(send(ctx, m.topic as string, m.event as string, m.payload, false));
    else byTopic.set(m.topic as string, [...(byTopic.get(m.topic as string) ?? []), m]);
  }
  for (const [topic, group] of byTopic) {
    let allowed = false;
    try {
      allowed = await mayWrite(ctx, req, claims, topic);
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      ctx.log(`realtime: could not authorize a REST broadcast on ${topic}: ${err.message}`);
    }
    if (allowed) for (const m of group) charge(send(ctx, topic, m.event as string, m.payload, true));
  }
}

/** POST /api/broadcast/{topic}/events/{event} — `channel.httpSend()`; JSON or raw bytes. */
async function single(req: IncomingMessage, ctx: RealtimeContext, topic: string, event: string, url: URL) {
  const claims = caller(req, ctx);
  const buf = await readBody(req, MAX_BODY);
  const isPrivate = url.searchParams.get('private') === 'true';
  const isBinary = (req.headers['content-type'] ?? '').startsWith('application/octet-stream');
  let payload: unknown;
  if (!isBinary) {
    try {
      payload = JSON.parse(buf.toString('utf8'));
    } catch {
      throw new HttpError(400, 'Invalid JSON', { message: 'Could not parse request body as JSON' });
    }
  }
  const charge = admitRestBroadcast(ctx, req, [isBinary ? buf : payload], true);
  if (isPrivate) {
    // SingleBroadcast's answers: refused 403, a policy that raised 422.
    let allowed: boolean;
    try {
      allowed = await mayWrite(ctx, req, claims, topic);
    } catch (err) {
      if (!(err instanceof AuthorizationError)) throw err;
      const message = err.kind === 'policy' ? 'RLS policy error' : 'Tenant database unavailable';
      throw new HttpError(422, 'Unprocessable Entity', { message });
    }
    if (!allowed) throw new HttpError(403, 'Forbidden', { message: 'Unauthorized' });
  }
  if (isBinary)
    charge(ctx.hub.broadcast(topicKey(topic, isPrivate), { form: 'user', event, encoding: 'binary', data: buf }));
  else charge(send(ctx, topic, event, payload, isPrivate));
}

export async function handleHttp(
  ctx: RealtimeContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) {
  const parts = path.split('/').filter(Boolean);
  if (req.method !== 'POST' || parts[0] !== 'api' || parts[1] !== 'broadcast') throw notFound();
  if (parts.length === 2) await batch(req, ctx);
  else if (parts.length === 5 && parts[3] === 'events') {
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw new HttpError(400, 'Bad Request', { message: 'Malformed topic or event in the path' });
      }
    };
    await single(req, ctx, decode(parts[2]!), decode(parts[4]!), url);
  } else throw notFound();
  sendEmpty(res, 202);
}
