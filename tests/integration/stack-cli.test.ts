import { spawn, execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

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

describe('npm run stack', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('prints the URLs and keys, and SIGTERM stops every child without orphans', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'velvet-cli-'));
    await chmod(dataDir, 0o755);
    const ports = { api: await freePort(), db: await freePort(), mail: await freePort() };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'stack/cli.ts', '--data-dir', dataDir, '--api-port', String(ports.api), '--db-port', String(ports.db), '--mail-port', String(ports.mail)],
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
    expect(out).toContain('anon key: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24i');
    expect(out).toContain('service_role key: ');
    expect(out).toContain(`DB URL: postgresql://postgres:postgres@127.0.0.1:${ports.db}/postgres`);
    expect(processesMentioning(dataDir).length).toBeGreaterThan(0);
    const children = descendants(child.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2); // at least postgres and postgrest

    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(processesMentioning(dataDir)).toEqual([]);
    expect(children.filter(alive)).toEqual([]);
    await expect(assertPortFree(ports.db, 'db')).resolves.toBeUndefined();
    await expect(assertPortFree(ports.api, 'api')).resolves.toBeUndefined();
  });
});
