import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startStack } from '../../stack/index.ts';
import { firstBlockedDirectory, PostgresAccessError } from '../../stack/postgres-access.ts';
import { freePort } from '../../stack/ports.ts';

// A checkout inside a folder the `postgres` system user cannot enter (`/root`, a `mktemp -d` folder):
// the stack must stop with one sentence naming the folder, not crash on spawn EACCES.
const folders: string[] = [];
afterEach(async () => {
  for (const f of folders.splice(0)) await rm(f, { recursive: true, force: true });
});

async function closedFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'velvet-closed-')); // mkdtemp makes it 0700
  folders.push(dir);
  return dir;
}

const ports = async () => ({ api: await freePort(), db: await freePort(), mail: await freePort() });
const root = userInfo().uid === 0;

describe('a data folder the postgres user cannot reach', () => {
  it('finds the 0700 folder for a stranger, and nothing once it is opened or for its owner', async () => {
    const dir = await closedFolder();
    const stranger = { uid: 424242, gids: [424242] };
    expect(firstBlockedDirectory(path.join(dir, 'data', 'db'), stranger)).toBe(dir);
    expect(firstBlockedDirectory(dir, { uid: userInfo().uid, gids: [] })).toBeUndefined();
    await chmod(dir, 0o701);
    expect(firstBlockedDirectory(path.join(dir, 'data', 'db'), stranger)).toBeUndefined();
  });

  it('startStack refuses with one sentence naming the folder and the fix (as root, where postgres is another user)', async () => {
    const dir = await closedFolder();
    const started = startStack({ dataDir: path.join(dir, 'data'), ports: await ports(), log: () => undefined });
    if (!root) {
      // Not root: postgres runs as this user, who owns the folder, so the stack starts.
      const stack = await started;
      await stack.stop();
      return;
    }
    const error = await started.then(
      (s) => s.stop().then(() => new Error('started')),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PostgresAccessError);
    expect((error as Error).message).toBe(
      `PostgreSQL runs as the system user "postgres", which cannot enter ${dir}: move the project (or --data-dir) ` +
        `to a folder that user can reach, such as /srv or /home/<you>, or let it through with \`chmod o+x ${dir}\`.`,
    );
  });

  it.runIf(root)('npm run stack prints that sentence and exits 1 instead of an unhandled EACCES', async () => {
    const dir = await closedFolder();
    const p = await ports();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'stack/cli.ts',
        '--data-dir',
        path.join(dir, 'data'),
        '--api-port',
        String(p.api),
        '--db-port',
        String(p.db),
        '--mail-port',
        String(p.mail),
        '--payments-port',
        String(await freePort()),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(out).toContain(`Error: PostgreSQL runs as the system user "postgres", which cannot enter ${dir}:`);
    expect(out).not.toMatch(/EACCES|at .*\.js:\d+/);
  });
});
