// The REST subset at /v1: bearer (or basic) secret-key auth, form-encoded parameters,
// `Idempotency-Key` replay, Stripe's response headers and error shapes. Routes: api-routes.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routes, type Route } from './api-routes.ts';
import { readLimited } from './body.ts';
import type { Core } from './core.ts';
import { authError, paramError, StripeApiError } from './errors.ts';
import { canonical, parseForm, type FormObject } from './form.ts';
import { newId } from './ids.ts';
import { maskKey } from './keys.ts';
import { API_VERSION } from './objects.ts';
import { Params } from './params.ts';

export const API_BODY_LIMIT = 256 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export interface ApiDeps {
  core: Core;
  secretKey: string;
  publishableKey: string;
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
  const table = routes(deps.core);
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
