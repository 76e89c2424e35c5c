// The payments sandbox as one HTTP server on its own port: Stripe's REST subset at /v1, the hosted
// checkout page at /c/pay/:id, the dashboard at /sandbox and its test API at /sandbox/api.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isCrossSite } from '../http.ts';
import { createApi } from './api.ts';
import { createCheckoutPage } from './checkout.ts';
import { SandboxClock, type Clock } from './clock.ts';
import { Core } from './core.ts';
import { createDashboard } from './dashboard.ts';
import { STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_KEY } from './keys.ts';
import { API_VERSION } from './objects.ts';
import { sweepExpired } from './sessions.ts';
import { pruneEvents, type RetentionOptions } from './retention.ts';
import { PaymentsStore } from './store.ts';
import { createTestApi } from './test-api.ts';
import {
  configEndpointId,
  DEFAULT_DELIVERY_TIMEOUT_MS,
  DEFAULT_RETRY_SCHEDULE_MS,
  WebhookDispatcher,
} from './webhooks.ts';

export interface WebhookEndpointConfig {
  url: string;
  /** The endpoint's signing secret (`whsec_…`), what the receiver verifies with. */
  secret: string;
  /** Event types to send; default every type (`*`). */
  enabledEvents?: string[];
  description?: string;
}

export interface PaymentsSandboxOptions {
  port: number;
  /** Where state is saved (JSON); null keeps everything in memory. */
  stateFile?: string | null;
  /** Endpoints set up at every start, like the ones registered in Stripe's dashboard. */
  webhookEndpoints?: WebhookEndpointConfig[];
  /** Delays before each retry of a failed delivery; default 1 min, 10 min, 1 h. */
  retryScheduleMs?: number[];
  deliveryTimeoutMs?: number;
  /** The clock objects and session expiry follow; the stack passes its shared clock. Default: its own. */
  clock?: Clock;
  /** How long events and delivery logs are kept (default 30 days, as Stripe) and how many at most. */
  retention?: RetentionOptions;
  /** The merchant name on the checkout page. */
  businessName?: string;
  log?: (message: string) => void;
}

export interface PaymentsSandbox {
  url: string;
  secretKey: string;
  publishableKey: string;
  core: Core;
  webhooks: WebhookDispatcher;
  close(): Promise<void>;
}

export async function startPaymentsSandbox(options: PaymentsSandboxOptions): Promise<PaymentsSandbox> {
  const log = options.log ?? (() => undefined);
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      log(`request failed: ${(err as Error).stack ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { type: 'api_error', message: 'An unknown error occurred in the local payments sandbox.' },
        }),
      );
    });
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable)
      socket.end(
        'HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\n\r\n{"error":{"type":"invalid_request_error","message":"Bad Request"}}',
      );
    else socket.destroy();
  });
  // Listen first: with port 0 the URL (in every session's `url`) is known only afterwards.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : options.port}`;

  const store = new PaymentsStore(options.stateFile ?? null);
  store.load(log);
  const clock: Clock = options.clock ?? new SandboxClock();
  const core = new Core(store, clock, url);
  // Open sessions keep working after a restart on another port.
  for (const s of store.sessions.values()) if (s.status === 'open') s.url = `${url}/c/pay/${s.id}`;

  for (const e of options.webhookEndpoints ?? []) {
    const id = configEndpointId(e.url);
    store.endpoints.set(id, {
      endpoint: {
        id,
        object: 'webhook_endpoint',
        api_version: API_VERSION,
        application: null,
        created: clock.seconds(),
        description: e.description ?? 'Configured by the local stack',
        enabled_events: e.enabledEvents ?? ['*'],
        livemode: false,
        metadata: {},
        status: 'enabled',
        url: e.url,
      },
      secret: e.secret,
      source: 'config',
      hold: false,
    });
  }

  const webhooks = new WebhookDispatcher(core, {
    retryScheduleMs: options.retryScheduleMs ?? DEFAULT_RETRY_SCHEDULE_MS,
    timeoutMs: options.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS,
    log,
  });
  core.onEvent = (event) => webhooks.dispatch(event);

  const api = createApi({ core, secretKey: STRIPE_SECRET_KEY, publishableKey: STRIPE_PUBLISHABLE_KEY });
  const checkout = createCheckoutPage(core, options.businessName ?? 'Velvet');
  const testApi = createTestApi(core, webhooks);
  const dashboard = createDashboard(core, webhooks);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const reqUrl = new URL(req.url ?? '/', url);
    const p = reqUrl.pathname;
    const isApi = p === '/v1' || p.startsWith('/v1/');
    if (req.method === 'OPTIONS') {
      req.resume();
      // Only Stripe's API is open to browsers (it needs the secret key anyway), as on Stripe.
      res.writeHead(isApi ? 204 : 405, {
        ...(isApi
          ? {
              'access-control-allow-origin': '*',
              'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
              'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
              'access-control-max-age': '300',
            }
          : {}),
      });
      return res.end();
    }
    // The keyless dashboard and test API act only for their own pages or for non-browser clients, so a
    // web page open in the developer's browser cannot refund, dispute or read the signing secrets.
    if (p.startsWith('/sandbox') && req.method === 'POST' && isCrossSite(req)) {
      req.resume();
      res.writeHead(403, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Cross-site request refused.' } }),
      );
    }
    if (isApi) return api(req, res, reqUrl);
    const pay = /^\/c\/pay\/([^/]+)\/?$/.exec(p);
    if (pay) return checkout(req, res, pay[1]!); // ids are plain base62, nothing to decode
    if (p.startsWith('/sandbox/api/')) return testApi(req, res, p.slice('/sandbox/api'.length), reqUrl);
    if (p === '/sandbox' || p.startsWith('/sandbox/')) return dashboard(req, res, p.slice('/sandbox'.length), reqUrl);
    req.resume();
    if (p === '/' && req.method === 'GET') {
      res.writeHead(303, { location: '/sandbox' });
      return res.end();
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${p}).` },
      }),
    );
  }

  webhooks.resume();
  // Sessions expire on the sandbox clock even when nobody asks about them.
  const housekeeping = () => {
    sweepExpired(core);
    pruneEvents(core, options.retention);
  };
  housekeeping();
  const sweeper = setInterval(housekeeping, 1000);
  sweeper.unref();
  // A clock moved from elsewhere (SQL on the stack clock) expires sessions and old events at once.
  const unsubscribe = clock.onChange?.(housekeeping);

  return {
    url,
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    core,
    webhooks,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweeper);
        unsubscribe?.();
        webhooks.close();
        store.flush();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
