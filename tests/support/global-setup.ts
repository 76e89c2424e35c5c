import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';
import type { StackEnv } from './stack-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackEnv;
  }
}

/**
 * Starts a throwaway local stack on free ports for the integration suites, or, when
 * TEST_SUPABASE_URL is set, points them at another stack (e.g. `supabase start`) instead.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_SUPABASE_URL;
  if (external) {
    project.provide('stack', {
      apiUrl: external,
      anonKey: required('TEST_SUPABASE_ANON_KEY'),
      serviceRoleKey: required('TEST_SUPABASE_SERVICE_ROLE_KEY'),
      jwtSecret: process.env.TEST_SUPABASE_JWT_SECRET ?? 'super-secret-jwt-token-with-at-least-32-characters-long',
      dbUrl: process.env.TEST_DB_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres',
      mailUrl: process.env.TEST_MAIL_URL ?? 'http://127.0.0.1:54324',
    });
    return () => checkLedger(process.env.TEST_DB_URL ?? 'postgresql://postgres:postgres@127.0.0.1:54322/postgres');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'velvet-stack-'));
  await chmod(dataDir, 0o755); // the postgres system user must reach <dataDir>/db
  const ports = { api: await freePort(), db: await freePort(), mail: await freePort() };
  const quiet = !process.env.DEBUG_STACK;
  const stack = await startStack({
    dataDir,
    ports,
    // Every suite signs up its own users from 127.0.0.1; auth-rate-limits.test.ts checks the real limits.
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    // The compatibility suites verify with the one-time code GoTrue's default mails carry; Velvet's own
    // mails leave it out where the app has no place for it (auth-mail-templates.test.ts checks those).
    gotrueMails: true,
    log: (service, message) => {
      if (!quiet) console.error(`[${service}] ${message}`);
    },
  });
  project.provide('stack', {
    apiUrl: stack.apiUrl,
    anonKey: stack.keys.anonKey,
    serviceRoleKey: stack.keys.serviceRoleKey,
    jwtSecret: stack.keys.jwtSecret,
    dbUrl: stack.dbUrl,
    mailUrl: stack.mailUrl,
  });
  return async () => {
    try {
      await checkLedger(stack.dbUrl);
    } finally {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}

/**
 * After every suite has run: every ledger transfer sums to zero and every cached balance equals
 * the sum of its entries (ledger.check_invariants(), empty when healthy). Fails the run otherwise.
 */
async function checkLedger(dbUrl: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows: exists } = await client.query(
      `select to_regprocedure('ledger.check_invariants()') is not null as ok`,
    );
    if (!exists[0]?.ok) return;
    const { rows } = await client.query<{ problem: string; detail: string }>('select * from ledger.check_invariants()');
    if (rows.length > 0) {
      throw new Error(
        `ledger invariants broken after the suites:\n${rows.map((r) => `${r.problem}: ${r.detail}`).join('\n')}`,
      );
    }
  } finally {
    await client.end();
  }
}

function required(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`${name} must be set when TEST_SUPABASE_URL points the suites at another stack`);
  return v;
}
