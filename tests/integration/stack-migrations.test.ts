import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';
import { startStack } from '../../stack/index.ts';
import { MigrationError } from '../../stack/migrate.ts';
import { freePort } from '../../stack/ports.ts';
import { PortInUseError } from '../../stack/ports.ts';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('migrations, seed and restarts', () => {
  let temp: TempStack | undefined;
  afterAll(async () => {
    await temp?.dispose();
  });

  it('applies migrations in order, seeds a fresh database, and on restart applies only new files', async () => {
    temp = await startTempStack({
      configToml: 'project_id = "t"\n',
      files: {
        'migrations/20250101000000_first.sql': 'create table public.things (id int primary key, label text);',
        'migrations/20250102000000_second.sql': "alter table public.things add column note text default 'n';",
        'seed.sql': "insert into public.things (id, label) values (1, 'seeded');",
      },
    });
    const url = temp.stack.dbUrl;
    expect(await query(url, 'select id, label, note from public.things')).toEqual([
      { id: 1, label: 'seeded', note: 'n' },
    ]);
    expect(
      (
        await query<{ version: string }>(url, 'select version from supabase_migrations.schema_migrations order by 1')
      ).map((r) => r.version),
    ).toEqual(['20250101000000', '20250102000000']);

    await writeFile(
      path.join(temp.supabaseDir, 'migrations/20250103000000_third.sql'),
      "insert into public.things (id, label) values (2, 'third');",
    );
    const restarted = await temp.restart();
    expect(restarted.timings.fresh).toBe(false);
    // The seed did not run again and the old migrations were not re-applied; only the new one ran.
    expect(await query(restarted.dbUrl, 'select id, label from public.things order by id')).toEqual([
      { id: 1, label: 'seeded' },
      { id: 2, label: 'third' },
    ]);
  });

  it('stops start-up on an SQL error naming the file, the line and the message', async () => {
    const err = await startTempStack({
      configToml: 'project_id = "t"\n',
      files: {
        'migrations/20250101000000_broken.sql': 'create table public.ok (id int);\n\nselect * from missing_table;\n',
      },
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    const m = err as MigrationError;
    expect(m.file).toBe('supabase/migrations/20250101000000_broken.sql');
    expect(m.line).toBe(3);
    expect(m.message).toMatch(/relation "missing_table" does not exist/);
  });

  it('names the port when one is taken', async () => {
    const port = await freePort();
    const blocker = (await import('node:net')).createServer();
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', () => r()));
    try {
      const err = await startStack({
        ports: { api: port, db: await freePort(), mail: await freePort() },
        log: () => undefined,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(PortInUseError);
      expect((err as Error).message).toContain(`Port ${port}`);
    } finally {
      blocker.close();
    }
  });

  it('hands out free ports below the range the kernel gives outgoing connections', async () => {
    // A port in that range can be taken by a client socket between freePort() and the bind.
    const { readFileSync } = await import('node:fs');
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    // None is bound here: a port handed out is never handed out again while its server starts.
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await freePort());
    for (const port of ports) expect(port).toBeLessThan(low!);
    expect(new Set(ports).size).toBe(20);
  });
});
