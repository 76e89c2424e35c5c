import { spawn, execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe as suite, expect, it } from 'vitest';
import { assertPortFree, freePort } from '../../stack/ports.ts';

/** All live descendants of `pid` (postgres, postgrest, …). */
function descendants(pid: number): number[] {
  let direct: number[] = [];
  try {
    direct = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((l) => Number(l.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
  return direct.flatMap((d) => [d, ...descendants(d)]);
}

/** `pid stat args` of a live process, or '' when it is gone. */
function describe(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Processes whose command line mentions `needle` (our throwaway data dir). */
function processesMentioning(needle: string): string[] {
  try {
    return execFileSync('pgrep', ['-af', needle], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.trim() && !l.includes('pgrep'));
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

suite('npm run stack', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URLs and keys, and SIGTERM stops every child without orphans', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'velvet-cli-'));
    await chmod(dataDir, 0o755);
    const ports = { api: await freePort(), db: await freePort(), mail: await freePort(), payments: await freePort() };
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'stack/cli.ts',
        '--data-dir',
        dataDir,
        '--api-port',
        String(ports.api),
        '--db-port',
        String(ports.db),
        '--mail-port',
        String(ports.mail),
        '--payments-port',
        String(ports.payments),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => out.includes('Press Ctrl-C to stop.') && resolve());
      child.once('exit', (code) => reject(new Error(`stack exited early (${code}):\n${out}`)));
    });
    expect(out).toContain(`API URL: http://127.0.0.1:${ports.api}`);
    expect(out).toContain(
      'anon key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24i',
    );
    expect(out).toContain('service_role key: ');
    expect(out).toContain(`DB URL: postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`);
    expect(out).toContain(`Stripe sandbox URL: http://127.0.0.1:${ports.payments}`);
    expect(out).toMatch(/Stripe secret key: sk_test_\w+/);
    expect(out).toMatch(/Stripe publishable key: pk_test_\w+/);
    expect(out).toMatch(/Stripe webhook secret: whsec_\w+/);
    expect(processesMentioning(dataDir).length).toBeGreaterThan(0);
    const children = descendants(child.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2); // at least postgres and postgrest

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(processesMentioning(dataDir)).toEqual([]);
    // Children may take a moment to be reaped after the parent exits: wait for that, bounded.
    const survivors = () => children.map(describe).filter((line) => line && !/^\s*\d+\s+Z/.test(line));
    const deadline = Date.now() + 5000;
    while (survivors().length > 0 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
    expect(survivors()).toEqual([]);
    await expect(assertPortFree(ports.db, 'db')).resolves.toBeUndefined();
    await expect(assertPortFree(ports.api, 'api')).resolves.toBeUndefined();
    await expect(assertPortFree(ports.payments, 'payments')).resolves.toBeUndefined();
  }, 120_000); // starts a whole stack in a child process (tsx + initdb): slow on a busy 2-core machine
});
