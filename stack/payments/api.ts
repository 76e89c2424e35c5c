// The REST subset at /v1: Stripe's routes, form-encoded parameters, bearer (or basic) secret-key
// auth, `Idempotency-Key` replay, and Stripe's error shapes. Handlers run synchronously once the
// body is read, so two requests with one idempotency key can never execute at the same time.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readLimited } from './body.ts';
import { type Core, type RequestInfo } from './core.ts';
import { closeDispute } from './disputes.ts';
import { authError, paramError, resourceMissing, StripeApiError } from './errors.ts';
import { canonical, parseForm, type FormObject } from './form.ts';
import { newId } from './ids.ts';
import { maskKey } from './keys.ts';
import { API_VERSION, type WebhookEndpoint } from './objects.ts';
import { listParams, Params } from './params.ts';
import { createRefund, REFUND_REASONS } from './refunds.ts';
import { newestFirst, render, renderList } from './render.ts';
import { createSession, expireSession, sweepExpired } from './sessions.ts';

export const API_BODY_LIMIT = 256 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

interface Context {
  params: Params;
  request: RequestInfo;
  id: string;
}

type Handler = (ctx: Context) => object;

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handle: Handler;
}

export interface ApiDeps {
  core: Core;
  secretKey: string;
  publishableKey: string;
}

function routes({ core }: ApiDeps): Route[] {
  const get = (pattern: RegExp, handle: Handler): Route => ({ method: 'GET', pattern, handle });
  const post = (pattern: RegExp, handle: Handler): Route => ({ method: 'POST', pattern, handle });
  const del = (pattern: RegExp, handle: Handler): Route => ({ method: 'DELETE', pattern, handle });
  const retrieve = (find: (id: string) => object) => (c: Context) => {
    const expand = c.params.expand();
    c.params.done();
    return render(core, find(c.id), expand);
  };
  const listing =
    <T extends { id: string }>(objectName: string, url: string, items: (p: Params) => T[]) =>
    (c: Context) => {
      const page = listParams(c.params);
      const expand = c.params.strings('expand') ?? [];
      const selected = items(c.params);
      c.params.accept('created');
      c.params.done();
      return renderList(core, selected, url, page, expand, objectName);
    };

  return [
    post(/^\/v1\/checkout\/sessions$/, (c) => {
      sweepExpired(core);
      const expand = c.params.strings('expand') ?? [];
      return render(core, createSession(core, c.params), expand);
    }),
    get(
      /^\/v1\/checkout\/sessions$/,
      listing('checkout.session', '/v1/checkout/sessions', (p) => {
        sweepExpired(core);
        const status = p.oneOf('status', ['open', 'complete', 'expired'] as const);
        const pi = p.string('payment_intent');
        const email = p.object('customer_details')?.string('email');
        return newestFirst(core.store.sessions.values()).filter(
          (s) =>
            (!status || s.status === status) &&
            (!pi || s.payment_intent === pi) &&
            (!email || s.customer_details?.email === email),
        );
      }),
    ),
    get(/^\/v1\/checkout\/sessions\/([^/]+)$/, (c) => {
      sweepExpired(core);
      return retrieve((id) => core.session(id))(c);
    }),
    get(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/, (c) => {
      core.session(c.id);
      return listing('item', `/v1/checkout/sessions/${c.id}/line_items`, () => core.store.lineItems.get(c.id) ?? [])(c);
    }),
    post(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (c) => {
      sweepExpired(core);
      const expand = c.params.expand();
      c.params.done();
      return render(core, expireSession(core, c.id, c.request), expand);
    }),
    get(/^\/v1\/payment_intents\/([^/]+)$/, (c) => {
      c.params.accept('client_secret');
      return retrieve((id) => core.paymentIntent(id))(c);
    }),
    get(
      /^\/v1\/payment_intents$/,
      listing('payment_intent', '/v1/payment_intents', () => newestFirst(core.store.paymentIntents.values())),
    ),
    get(
      /^\/v1\/charges\/([^/]+)$/,
      retrieve((id) => core.charge(id)),
    ),
    get(
      /^\/v1\/charges$/,
      listing('charge', '/v1/charges', (p) => {
        const pi = p.string('payment_intent');
        return newestFirst(core.store.charges.values()).filter((ch) => !pi || ch.payment_intent === pi);
      }),
    ),
    post(/^\/v1\/refunds$/, (c) => {
      const p = c.params;
      const request = {
        charge: p.string('charge'),
        paymentIntent: p.string('payment_intent'),
        amount: p.integer('amount', { min: 1 }),
        reason: p.oneOf('reason', REFUND_REASONS),
        metadata: p.metadata(),
      };
      const expand = p.expand();
      p.accept('instructions_email', 'refund_application_fee', 'reverse_transfer', 'origin');
      p.done();
      return render(core, createRefund(core, request, c.request), expand);
    }),
    get(
      /^\/v1\/refunds\/([^/]+)$/,
      retrieve((id) => core.refund(id)),
    ),
    get(
      /^\/v1\/refunds$/,
      listing('refund', '/v1/refunds', (p) => {
        const charge = p.string('charge');
        const pi = p.string('payment_intent');
        return newestFirst(core.store.refunds.values()).filter(
          (r) => (!charge || r.charge === charge) && (!pi || r.payment_intent === pi),
        );
      }),
    ),
    get(
      /^\/v1\/disputes\/([^/]+)$/,
      retrieve((id) => core.dispute(id)),
    ),
    get(
      /^\/v1\/disputes$/,
      listing('dispute', '/v1/disputes', (p) => {
        const charge = p.string('charge');
        const pi = p.string('payment_intent');
        return newestFirst(core.store.disputes.values()).filter(
          (d) => (!charge || d.charge === charge) && (!pi || d.payment_intent === pi),
        );
      }),
    ),
    post(/^\/v1\/disputes\/([^/]+)\/close$/, (c) => {
      const expand = c.params.expand();
      c.params.done();
      return render(core, closeDispute(core, c.id, 'lost', c.request), expand);
    }),
    get(
      /^\/v1\/events\/([^/]+)$/,
      retrieve((id) => core.event(id)),
    ),
    get(
      /^\/v1\/events$/,
      listing('event', '/v1/events', (p) => {
        const type = p.string('type');
        const types = p.strings('types');
        p.accept('delivery_success');
        const matches = (t: string) =>
          (!type || (type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type)) &&
          (!types || types.includes(t));
        return newestFirst(core.store.events.values()).filter((e) => matches(e.type));
      }),
    ),
    post(/^\/v1\/webhook_endpoints$/, (c) => {
      const p = c.params;
      const url = p.url('url', true)!;
      const enabled = p.strings('enabled_events', true)!;
      if (enabled.length === 0) throw paramError.missing('enabled_events');
      const endpoint: WebhookEndpoint = {
        id: newId.endpoint(),
        object: 'webhook_endpoint',
        api_version: p.string('api_version') ?? null,
        application: null,
        created: core.clock.seconds(),
        description: p.string('description', { maxLength: 5000 }) ?? null,
        enabled_events: enabled,
        livemode: false,
        metadata: p.metadata() ?? {},
        status: 'enabled',
        url,
      };
      p.accept('connect');
      p.expand();
      p.done();
      const secret = newId.webhookSecret();
      core.store.endpoints.set(endpoint.id, { endpoint, secret, source: 'api', hold: false });
      core.store.changed();
      // The secret is shown once, in the create response, as on Stripe.
      return { ...endpoint, secret };
    }),
    get(
      /^\/v1\/webhook_endpoints$/,
      listing('webhook_endpoint', '/v1/webhook_endpoints', () =>
        newestFirst(core.store.endpoints.values()).map((e) => e.endpoint),
      ),
    ),
    get(
      /^\/v1\/webhook_endpoints\/([^/]+)$/,
      retrieve((id) => endpointRecord(id).endpoint),
    ),
    post(/^\/v1\/webhook_endpoints\/([^/]+)$/, (c) => {
      const record = endpointRecord(c.id);
      const p = c.params;
      const url = p.url('url');
      const enabled = p.strings('enabled_events');
      const disabled = p.boolean('disabled');
      const description = p.string('description');
      const metadata = p.metadata();
      p.expand();
      p.done();
      if (url) record.endpoint.url = url;
      if (enabled && enabled.length > 0) record.endpoint.enabled_events = enabled;
      if (disabled !== undefined) record.endpoint.status = disabled ? 'disabled' : 'enabled';
      if (description) record.endpoint.description = description;
      if (metadata) record.endpoint.metadata = metadata;
      core.store.changed();
      return record.endpoint;
    }),
    del(/^\/v1\/webhook_endpoints\/([^/]+)$/, (c) => {
      const record = endpointRecord(c.id);
      c.params.done();
      core.store.endpoints.delete(record.endpoint.id);
      core.store.changed();
      return { id: record.endpoint.id, object: 'webhook_endpoint', deleted: true };
    }),
  ];

  function endpointRecord(id: string) {
    const record = core.store.endpoints.get(id);
    if (!record) throw resourceMissing('webhook_endpoint', id, 'webhook_endpoint');
    return record;
  }
}

function apiKey(req: IncomingMessage): string | null {
  const h = req.headers.authorization?.trim();
  if (!h) return null;
  const bearer = /^Bearer\s+(.+)$/i.exec(h);
  if (bearer) return bearer[1]!.trim();
  const basic = /^Basic\s+(.+)$/i.exec(h);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? '';
  return h;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const body = await readLimited(req, API_BODY_LIMIT);
  if (body === null)
    throw new StripeApiError(413, {
      type: 'invalid_request_error',
      message: `Request body too large: the limit is ${API_BODY_LIMIT} bytes.`,
    });
  return body;
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const headerOf = (req: IncomingMessage, name: string) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

export function createApi(deps: ApiDeps) {
  const table = routes(deps);
  const idempotency = deps.core.store.idempotency;

  function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
    if (res.headersSent) return void res.end();
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed',
      'cache-control': 'no-cache, no-store',
      ...headers,
    });
    res.end(body);
  }

  function pruneIdempotency() {
    const cutoff = Date.now() - IDEMPOTENCY_TTL_MS;
    for (const [k, v] of idempotency) if (v.createdMs < cutoff) idempotency.delete(k);
  }

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const requestId = newId.request();
    const method = (req.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {
      'request-id': requestId,
      'stripe-version': headerOf(req, 'stripe-version') ?? API_VERSION,
    };
    const fail = (err: unknown) => {
      const e =
        err instanceof StripeApiError
          ? err
          : new StripeApiError(500, {
              type: 'api_error',
              message: 'An unknown error occurred in the local payments sandbox.',
            });
      if (!(err instanceof StripeApiError)) deps.core.store.changed();
      return { status: e.status, body: JSON.stringify(e.toJson(requestId), null, 2) };
    };

    try {
      const key = apiKey(req);
      if (!key) throw authError.missing();
      if (key === deps.publishableKey) throw authError.publishable();
      if (key !== deps.secretKey) throw authError.invalid(maskKey(key));

      const path = url.pathname.replace(/\/+$/, '') || '/';
      let route: Route | undefined;
      let match: RegExpExecArray | null = null;
      for (const r of table) {
        if (r.method !== method) continue;
        match = r.pattern.exec(path);
        if (match) {
          route = r;
          break;
        }
      }
      if (!route) {
        req.resume();
        throw new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        });
      }

      const body = await readBody(req);
      let form: FormObject = parseForm(url.search.slice(1));
      if (method === 'POST' && body.length > 0) {
        const type = (headerOf(req, 'content-type') ?? '').toLowerCase();
        if (!type.startsWith('application/x-www-form-urlencoded'))
          throw new StripeApiError(400, {
            type: 'invalid_request_error',
            message:
              'Invalid request (check that your POST content type is application/x-www-form-urlencoded). If you have any questions, we can help at https://support.stripe.com/.',
          });
        form = parseForm(body.toString('utf8'));
      }

      const idemKey = method === 'POST' ? (headerOf(req, 'idempotency-key') ?? null) : null;
      const endpoint = `${method} ${path}`;
      const paramsText = canonical(form);
      if (idemKey !== null) {
        if (idemKey.length > 255)
          throw paramError.custom(undefined, 'Idempotency-Key must be at most 255 characters long.');
        headers['idempotency-key'] = idemKey;
        pruneIdempotency();
        const saved = idempotency.get(idemKey);
        if (saved) {
          if (saved.endpoint !== endpoint)
            throw new StripeApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}' vs '${endpoint}'). Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            });
          if (saved.params !== paramsText)
            throw new StripeApiError(400, {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            });
          return send(res, saved.status, saved.body, { ...headers, 'idempotent-replayed': 'true' });
        }
      }

      let status = 200;
      let text: string;
      let store = true;
      try {
        const result = route.handle({
          params: new Params(form),
          request: { id: requestId, idempotencyKey: idemKey },
          id: safeDecode(match![1] ?? ''),
        });
        text = JSON.stringify(result, null, 2);
      } catch (err) {
        const failed = fail(err);
        status = failed.status;
        text = failed.body;
        // Parameter errors are raised before the endpoint runs; Stripe stores no result for them.
        store = !(err instanceof StripeApiError && err.validation);
      }
      if (idemKey !== null && store)
        idempotency.set(idemKey, { endpoint, params: paramsText, status, body: text, createdMs: Date.now() });
      deps.core.store.changed();
      return send(res, status, text, headers);
    } catch (err) {
      const failed = fail(err);
      return send(res, failed.status, failed.body, headers);
    }
  };
}
