// The test API at /sandbox/api — what the Stripe dashboard and `stripe trigger` do for a developer:
// list sessions, events and delivery attempts; pay, expire, refund, dispute; resend an event (a
// duplicate delivery); hold an endpoint's deliveries and release them in reverse order; move the
// clock. Local and keyless like the mail catcher's API, and likewise closed to other origins (no CORS,
// cross-site POSTs refused in server.ts). Bodies may be JSON or form-encoded.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readLimited } from './body.ts';
import { checkCard } from './cards.ts';
import type { Core } from './core.ts';
import { closeDispute, DISPUTE_REASONS, openDispute } from './disputes.ts';
import { requestError, StripeApiError } from './errors.ts';
import { newId } from './ids.ts';
import { paySession } from './pay.ts';
import { createRefund, REFUND_REASONS } from './refunds.ts';
import { expireSession, sweepExpired } from './sessions.ts';
import type { WebhookDispatcher } from './webhooks.ts';

const BODY_LIMIT = 64 * 1024;

type Body = Record<string, unknown>;

async function readBody(req: IncomingMessage): Promise<Body> {
  const body = await readLimited(req, BODY_LIMIT);
  if (body === null)
    throw new StripeApiError(413, { type: 'invalid_request_error', message: 'Request body too large.' });
  const text = body.toString('utf8');
  if (!text.trim()) return {};
  if ((req.headers['content-type'] ?? '').includes('json')) {
    try {
      const v: unknown = JSON.parse(text);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Body;
    } catch {
      // fall through to the error below
    }
    throw requestError('The request body must be a JSON object.');
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const str = (b: Body, k: string) => {
  const v = b[k];
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
};

function int(b: Body, k: string): number | undefined {
  const v = str(b, k);
  if (v === undefined) return undefined;
  if (!/^\d{1,12}$/.test(v)) throw requestError(`${k} must be a positive whole number.`, { param: k });
  return Number(v);
}

function oneOf<T extends string>(b: Body, k: string, values: readonly T[]): T | undefined {
  const v = str(b, k);
  if (v === undefined) return undefined;
  if (!(values as readonly string[]).includes(v))
    throw requestError(`${k} must be one of ${values.join(', ')}.`, { param: k });
  return v as T;
}

/** The operations, shared by the JSON API and the dashboard's forms. */
export function sandboxActions(core: Core, webhooks: WebhookDispatcher) {
  const request = { id: null, idempotencyKey: null };
  return {
    expire: (id: string) => expireSession(core, id),
    pay(id: string, b: Body) {
      const check = checkCard(
        {
          number: str(b, 'card') ?? '4242424242424242',
          expiry: str(b, 'expiry') ?? `12 / ${String((new Date(core.clock.now()).getUTCFullYear() + 3) % 100)}`,
          cvc: str(b, 'cvc') ?? '123',
          name: str(b, 'name') ?? 'Test Customer',
        },
        new Date(core.clock.now()),
      );
      if (!check.ok) throw requestError(Object.values(check.errors).join(' '), { code: 'invalid_card' });
      const session = core.session(id);
      const result = paySession(core, id, check.card, {
        email: session.customer_email ?? str(b, 'email') ?? 'customer@example.test',
        name: str(b, 'name') ?? 'Test Customer',
        country: 'US',
      });
      if (result.kind === 'closed')
        throw requestError(
          `Checkout Session ${id} is ${result.session.status} and cannot be paid.`,
          { param: 'session' },
          409,
        );
      return result.kind === 'declined'
        ? { status: 'declined', decline: result.decline, session: result.session }
        : { status: 'paid', session: result.session, payment_intent: result.paymentIntent };
    },
    refund: (paymentIntent: string, b: Body) =>
      createRefund(
        core,
        { paymentIntent, amount: int(b, 'amount'), reason: oneOf(b, 'reason', REFUND_REASONS) },
        request,
      ),
    dispute(paymentIntent: string, b: Body) {
      const pi = core.paymentIntent(paymentIntent, 'payment_intent');
      if (!pi.latest_charge || pi.status !== 'succeeded')
        throw requestError(`PaymentIntent ${pi.id} has no successful charge to dispute.`, { param: 'payment_intent' });
      return openDispute(core, pi.latest_charge, oneOf(b, 'reason', DISPUTE_REASONS) ?? 'fraudulent');
    },
    closeDispute: (id: string, b: Body) =>
      closeDispute(core, id, oneOf(b, 'outcome', ['won', 'lost'] as const) ?? 'lost'),
    resend(eventId: string, b: Body) {
      const event = core.event(eventId);
      const endpoint = str(b, 'endpoint');
      if (endpoint && !core.store.endpoints.has(endpoint))
        throw requestError(
          `No such webhook_endpoint: '${endpoint}'`,
          { code: 'resource_missing', param: 'endpoint' },
          404,
        );
      return webhooks.resend(event, endpoint, oneOf(b, 'mode', ['resend', 'duplicate'] as const) ?? 'resend');
    },
    hold(endpointId: string) {
      const target = webhooks.setHold(endpointId, true);
      if (!target) throw requestError(`No such webhook_endpoint: '${endpointId}'`, { code: 'resource_missing' }, 404);
      return { id: endpointId, hold: true };
    },
    async release(endpointId: string, b: Body) {
      if (!core.store.endpoints.has(endpointId))
        throw requestError(`No such webhook_endpoint: '${endpointId}'`, { code: 'resource_missing' }, 404);
      return webhooks.release(endpointId, oneOf(b, 'order', ['oldest_first', 'reverse'] as const) ?? 'oldest_first');
    },
    async advanceClock(b: Body) {
      const seconds = int(b, 'seconds');
      if (seconds === undefined) throw requestError('seconds is required.', { param: 'seconds' });
      // In the stack this moves the stack clock, so scheduled jobs see the same time.
      await core.clock.advance(seconds);
      sweepExpired(core);
      return clock(core);
    },
  };
}

const clock = (core: Core) => ({
  now: core.clock.seconds(),
  offset_seconds: core.clock.offsetSeconds,
  iso: new Date(core.clock.now()).toISOString(),
});

export function createTestApi(core: Core, webhooks: WebhookDispatcher) {
  const act = sandboxActions(core, webhooks);

  function send(res: ServerResponse, status: number, body: unknown) {
    const text = JSON.stringify(body, null, 2);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
    });
    res.end(text);
  }

  async function route(req: IncomingMessage, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    const q = (k: string) => url.searchParams.get(k) ?? undefined;
    let m: RegExpExecArray | null;
    if (method === 'GET') {
      sweepExpired(core);
      req.resume();
      const limit = Math.min(Number(q('limit') ?? 100) || 100, 1000);
      if (path === '/sessions') {
        const status = q('status');
        return {
          data: [...core.store.sessions.values()]
            .reverse()
            .filter((s) => !status || s.status === status)
            .slice(0, limit),
        };
      }
      if (path === '/events') {
        const type = q('type');
        const object = q('object'); // events about one object, e.g. a session id
        return {
          data: [...core.store.events.values()]
            .reverse()
            .filter(
              (e) =>
                (!type || e.type === type) && (!object || (e.data.object as { id?: unknown } | null)?.id === object),
            )
            .slice(0, limit),
        };
      }
      if (path === '/deliveries') {
        const event = q('event');
        const endpoint = q('endpoint');
        return {
          data: [...core.store.deliveries.values()]
            .reverse()
            .filter((d) => (!event || d.event === event) && (!endpoint || d.endpoint === endpoint))
            .slice(0, limit),
        };
      }
      if (path === '/endpoints')
        return {
          data: [...core.store.endpoints.values()].map((e) => ({
            ...e.endpoint,
            secret: e.secret,
            source: e.source,
            hold: e.hold,
          })),
        };
      if (path === '/clock') return clock(core);
      throw notFound(method, path);
    }
    if (method !== 'POST') throw notFound(method, path);
    const b = await readBody(req);
    if ((m = /^\/sessions\/([^/]+)\/expire$/.exec(path))) return act.expire(m[1]!);
    if ((m = /^\/sessions\/([^/]+)\/pay$/.exec(path))) return act.pay(m[1]!, b);
    if ((m = /^\/payment_intents\/([^/]+)\/refund$/.exec(path))) return act.refund(m[1]!, b);
    if ((m = /^\/payment_intents\/([^/]+)\/dispute$/.exec(path))) return act.dispute(m[1]!, b);
    if ((m = /^\/disputes\/([^/]+)\/close$/.exec(path))) return act.closeDispute(m[1]!, b);
    if ((m = /^\/events\/([^/]+)\/resend$/.exec(path))) return { data: act.resend(m[1]!, b) };
    if ((m = /^\/endpoints\/([^/]+)\/hold$/.exec(path))) return act.hold(m[1]!);
    if ((m = /^\/endpoints\/([^/]+)\/release$/.exec(path))) return { data: await act.release(m[1]!, b) };
    if (path === '/clock/advance') return act.advanceClock(b);
    throw notFound(method, path);
  }

  const notFound = (method: string, path: string) =>
    requestError(`Unrecognized test API request (${method}: /sandbox/api${path}).`, {}, 404);

  return async function handleTestApi(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    try {
      send(res, 200, await route(req, path, url));
    } catch (err) {
      const e =
        err instanceof StripeApiError
          ? err
          : new StripeApiError(500, { type: 'api_error', message: `Test API error: ${(err as Error).message}` });
      send(res, e.status, e.toJson(newId.request()));
    }
  };
}
