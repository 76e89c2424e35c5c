import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../stack/auth/index.ts';
import { loadConfig } from '../../stack/config.ts';
import { makeKeys } from '../../stack/keys.ts';
import { MailStore } from '../../stack/mail/store.ts';
import { ADULT, serviceClient, stackEnv, uniqueEmail } from '../support/stack-env.ts';

// The auth service itself, configured from a config.toml with `enable_signup = false`, serving
// /auth/v1 over the shared test database (a whole second stack is not needed for one switch).
let dir: string;
let pool: pg.Pool;
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velvet-auth-config-'));
  await writeFile(path.join(dir, 'config.toml'), '[auth]\nsite_url = "http://127.0.0.1:5173"\nenable_signup = false\n');
  pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 4 });
  server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  const config = loadConfig(dir, { api: port });
  const auth = createAuthService({
    config,
    keys: makeKeys(stackEnv().jwtSecret),
    pool,
    dataDir: dir,
    mail: new MailStore(),
    log: () => undefined,
  });
  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', baseUrl);
    void auth.handle(req, res, url.pathname.replace(/^\/auth\/v1/, ''), url);
  });
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await pool.end();
  await rm(dir, { recursive: true, force: true });
});

const client = () =>
  createClient(baseUrl, stackEnv().anonKey, { auth: { persistSession: false, autoRefreshToken: false } });

describe('auth with signups disabled', () => {
  it('refuses sign-up with 422 signup_disabled and creates nobody', async () => {
    const email = uniqueEmail('closed');
    const { error } = await client().auth.signUp({ email, password: 'password-123' });
    expect(error).toMatchObject({
      status: 422,
      code: 'signup_disabled',
      message: 'Signups not allowed for this instance',
    });
    expect((await pool.query('select 1 from auth.users where email = $1', [email])).rows).toHaveLength(0);
    const settings = await (await fetch(`${baseUrl}/auth/v1/settings`)).json();
    expect(settings.disable_signup).toBe(true);
  });

  it('still lets existing users sign in', async () => {
    const email = uniqueEmail('existing');
    await serviceClient().auth.admin.createUser({
      email,
      password: 'password-123',
      email_confirm: true,
      user_metadata: ADULT,
    });
    const { error } = await client().auth.signInWithPassword({ email, password: 'password-123' });
    expect(error).toBeNull();
  });
});
