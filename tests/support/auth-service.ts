import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { createAuthService } from '../../stack/auth/index.ts';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import { loadConfig } from '../../stack/config.ts';
import { makeKeys } from '../../stack/keys.ts';
import { startMailServer } from '../../stack/mail/server.ts';
import { MailStore } from '../../stack/mail/store.ts';
import { freePort } from '../../stack/ports.ts';
import { stackEnv } from './stack-env.ts';

export interface AuthService {
  /** What supabase-js is pointed at (the service answers under /auth/v1). */
  url: string;
  /** Its own mail catcher (Mailpit API), so its mail never mixes with the shared stack's. */
  mailUrl: string;
  /** A supabase-js client (anon key) talking to this service only. */
  client(): SupabaseClient;
  stop(): Promise<void>;
}

/**
 * The auth service alone, configured from `configToml`, over the shared test database: how a
 * suite tests a mode other than the project's (e.g. confirmations off) without a second stack.
 */
export async function startAuthService(
  configToml: string,
  { projectMails = false }: { projectMails?: boolean } = {},
): Promise<AuthService> {
  const dir = await mkdtemp(path.join(tmpdir(), 'velvet-auth-mode-'));
  const supabaseDir = path.join(dir, 'supabase');
  await mkdir(supabaseDir);
  await writeFile(path.join(supabaseDir, 'config.toml'), configToml);
  // config.toml names its mail templates relative to the folder holding supabase/.
  if (projectMails)
    await cp(path.resolve('supabase/templates'), path.join(supabaseDir, 'templates'), { recursive: true });
  const pool = new pg.Pool({ connectionString: stackEnv().dbUrl, max: 4 });
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const mail = new MailStore();
  const mailPort = await freePort();
  const mailServer = await startMailServer(mail, mailPort);
  // Unless asked for the project's mails: GoTrue's defaults, with the code the suites verify with
  // (test-only, as in global-setup.ts).
  const config = loadConfig(supabaseDir, { api: port }, { mailTemplates: projectMails });
  // Like the shared test stack: suites sign many users up from 127.0.0.1 (test-only switch).
  config.auth.rateLimit = { ...config.auth.rateLimit, ...RELAXED_AUTH_RATE_LIMITS };
  const auth = createAuthService({
    config,
    keys: makeKeys(stackEnv().jwtSecret),
    pool,
    dataDir: dir,
    mail,
    log: () => undefined,
  });
  server.on('request', (req, res) => {
    const u = new URL(req.url ?? '/', url);
    void auth.handle(req, res, u.pathname.replace(/^\/auth\/v1/, ''), u);
  });
  return {
    url,
    mailUrl: `http://127.0.0.1:${mailPort}`,
    client: () =>
      createClient(url, stackEnv().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      }),
    async stop() {
      await new Promise<void>((r) => server.close(() => r()));
      await mailServer.close();
      await pool.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
