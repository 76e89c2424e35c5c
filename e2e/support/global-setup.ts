import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, preview, type PreviewServer } from 'vite';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';
import { seededStatePath, signInState } from './sessions.ts';
import { seededUsers } from './users.ts';

/**
 * One throwaway stack on free ports and a production build of the app served by `vite preview` on
 * another free port, so e2e runs never touch `npm run dev`'s data or ports. Loopback redirect URLs
 * are always allowed by auth, so the recovery link comes back to this server. Beside it, the app as
 * `npm run dev` serves it (Vite's dev server: development React, StrictMode's double effects) for the
 * `dev` project, whose specs must pass there too (issue 28).
 */
export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '../..');
  const work = await mkdtemp(path.join(tmpdir(), 'velvet-e2e-'));
  await chmod(work, 0o755); // the postgres system user must reach <work>/db
  const quiet = !process.env.DEBUG_STACK;
  const screenshots = process.env.E2E_SCREENSHOTS === '1';
  const stack = await startStack({
    dataDir: path.join(work, 'stack'),
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    // Every test signs up and logs in its own users from 127.0.0.1; auth-rate-limit.spec.ts runs
    // against a stack of its own with the limits on.
    authRateLimits: RELAXED_AUTH_RATE_LIMITS,
    // Links in the mail functions send (the email digest's unsubscribe link) point at this run's app.
    functions: {
      env: (): Record<string, string> => (process.env.E2E_BASE_URL ? { SITE_URL: process.env.E2E_BASE_URL } : {}),
    },
    log: (service, message) => {
      if (!quiet) console.error(`[${service}] ${message}`);
    },
  });

  let server: PreviewServer | undefined;
  let devServer: ChildProcess | undefined;
  const closeServers = async () => {
    await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
    if (devServer && devServer.exitCode === null) {
      devServer.kill('SIGTERM');
      await once(devServer, 'exit');
    }
  };
  try {
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
    // The stack serves image transformations unless config.toml turns them off.
    process.env.VITE_IMAGE_TRANSFORMS = String(stack.config.storage.imageTransformation);
    const outDir = path.join(work, 'dist');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const port = await freePort();
    server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    if (!screenshots) {
      const dev = await startDevServer(root, quiet);
      devServer = dev.process;
      process.env.E2E_DEV_URL = dev.url;
    }
  } catch (err) {
    await closeServers();
    await stack.stop();
    throw err;
  }

  process.env.E2E_BASE_URL = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_ANON_KEY = stack.keys.anonKey;
  process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_PAYMENTS_URL = stack.payments.url;
  // For test setup only (confirmed accounts, a session that signed in yesterday); never given to the app.
  process.env.E2E_SERVICE_ROLE_KEY = stack.keys.serviceRoleKey;
  process.env.E2E_DB_URL = stack.dbUrl;

  // Each seeded demo account is signed in once, through the API; tests start from these sessions.
  const authDir = path.join(work, 'auth');
  process.env.E2E_AUTH_DIR = authDir;
  try {
    await mkdir(authDir);
    for (const user of seededUsers()) {
      await writeFile(seededStatePath(authDir, user.email), JSON.stringify(await signInState(user)));
    }
  } catch (err) {
    await closeServers();
    await stack.stop();
    throw err;
  }

  return async () => {
    await closeServers();
    await stack.stop();
    await rm(work, { recursive: true, force: true });
  };
}

/**
 * `npm run dev -- --no-stack --port N` in a process of its own, as a developer runs it, with this run's
 * stack in its env. Not Vite's createServer here: the build above set NODE_ENV=production in this
 * process, which would give the dev server production React (no StrictMode).
 */
async function startDevServer(root: string, quiet: boolean): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort();
  const env = { ...process.env };
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['scripts/dev.mjs', '--no-stack', '--port', String(port)], {
    cwd: root,
    env,
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode} before serving ${url}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { process: child, url };
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`npm run dev did not serve ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
