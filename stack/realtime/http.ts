import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, HttpError, readBody, readJson, sendEmpty } from '../http.ts';
import { checkChannelToken, type ChannelClaims } from './auth.ts';
import type { RealtimeContext } from './context.ts';

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

/**
 * Public messages always go out (no policies guard them); private ones need the realtime.messages
 * policies this stack does not model, so only service_role may send them.
 */
function send(
  ctx: RealtimeContext,
  claims: ChannelClaims,
  topic: string,
  event: string,
  payload: unknown,
  isPrivate: boolean,
) {
  if (isPrivate && claims.role !== 'service_role') return;
  const key = `${isPrivate ? 'private' : 'public'}|realtime:${topic}`;
  ctx.hub.broadcast(key, { form: 'json', payload: { type: 'broadcast', event, payload } });
}

/** POST /api/broadcast — the batch endpoint realtime-js falls back to before a channel has joined. */
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
  for (const m of messages) send(ctx, claims, m.topic as string, m.event as string, m.payload, m.private === true);
}

/** POST /api/broadcast/{topic}/events/{event} — `channel.httpSend()`; JSON or raw bytes. */
async function single(req: IncomingMessage, ctx: RealtimeContext, topic: string, event: string, url: URL) {
  const claims = caller(req, ctx);
  const buf = await readBody(req, MAX_BODY);
  const isPrivate = url.searchParams.get('private') === 'true';
  if (isPrivate && claims.role !== 'service_role')
    throw new HttpError(403, 'Forbidden', { message: 'You do not have permissions to write to this Channel topic' });
  const key = `${isPrivate ? 'private' : 'public'}|realtime:${topic}`;
  if ((req.headers['content-type'] ?? '').startsWith('application/octet-stream')) {
    ctx.hub.broadcast(key, { form: 'user', event, encoding: 'binary', data: buf });
    return;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(buf.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Invalid JSON', { message: 'Could not parse request body as JSON' });
  }
  send(ctx, claims, topic, event, payload, isPrivate);
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
