// The clean-up worker's contract (docs/decisions.md): claim_storage_cleanup leases due jobs with
// `for update skip locked`, finish_storage_cleanup marks them done or retries them with backoff,
// and runCleanupBatch — the code the storage-cleanup Edge Function runs — empties a prefix through
// the Storage API and reports failures instead of losing the job. On a private stack whose
// `storage-cleanup` cron job is paused, so nothing else claims these jobs; the last suite runs that
// job by hand (pg_cron → pg_net → the function), the path hosted projects use.
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCleanupBatch, type CleanupApi } from '../../supabase/functions/_shared/storage-cleanup.ts';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

let temp: TempStack;
let db: pg.Client;
let api: CleanupApi;

beforeAll(async () => {
  // The repo's migrations, no seed: only the queue and the buckets matter here.
  temp = await startTempStack({
    copyRepoSupabase: true,
    configToml: '[db.seed]\nenabled = false\n',
    files: {
      // Paused before the scheduler starts: a run it began before a later pause could still claim jobs.
      'migrations/20261123150001_pause_storage_cleanup.sql': `select cron.alter_job(jobid, active := false)
        from cron.job where jobname = 'storage-cleanup';`,
    },
  });
  db = new pg.Client({ connectionString: temp.stack.dbUrl });
  await db.connect();
  api = { url: temp.stack.apiUrl, serviceRoleKey: temp.stack.keys.serviceRoleKey };
});
// Each test starts from an empty queue.
afterEach(() => db.query('delete from private.storage_cleanup'));
afterAll(async () => {
  await db?.end();
  await temp?.dispose();
});

async function queue(bucket: string, prefix: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into private.storage_cleanup (bucket, prefix, reason) values ($1, $2, 'test') returning id::text`,
    [bucket, prefix],
  );
  return Number(rows[0]!.id);
}

const job = async (id: number) =>
  (
    await db.query(
      `select attempts, last_error, done_at is not null as done, locked_until is not null as leased,
              extract(epoch from next_attempt_at - now())::float8 as due_in
         from private.storage_cleanup where id = $1`,
      [id],
    )
  ).rows[0] as { attempts: number; last_error: string | null; done: boolean; leased: boolean; due_in: number };

/** A connection acting as the service role, the way PostgREST runs the worker's RPC calls. */
async function serviceSession() {
  const client = new pg.Client({ connectionString: temp.stack.dbUrl });
  await client.connect();
  await client.query('begin');
  await client.query(`set local role service_role; set local statement_timeout = '5s'`);
  return client;
}
const claimIds = async (client: pg.Client, batch = 100) =>
  (await client.query<{ id: string }>('select id::text from public.claim_storage_cleanup($1)', [batch])).rows.map((r) =>
    Number(r.id),
  );

describe('claim_storage_cleanup', () => {
  it('lets two workers claim at once without waiting on or sharing a job', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await queue('avatars', `${randomUUID()}/`));
    const first = await serviceSession();
    const second = await serviceSession();
    try {
      const a = await claimIds(first, 2);
      // The second claim skips the rows the first still holds (it would block, then time out, without skip locked).
      const b = await claimIds(second, 100);
      expect(a).toHaveLength(2);
      expect(a.filter((id) => b.includes(id))).toEqual([]);
      expect([...a, ...b].sort()).toEqual([...ids].sort());
    } finally {
      await first.query('rollback');
      await second.query('rollback');
      await first.end();
      await second.end();
    }
  });

  it("leases a job: it is not handed out again until the lease ends (a crashed worker's job comes back)", async () => {
    const id = await queue('avatars', `${randomUUID()}/`);
    const s = await serviceSession();
    try {
      expect(await claimIds(s)).toContain(id);
      expect(await claimIds(s)).not.toContain(id);
      // The lease ends (as if its worker died): expire it inside this transaction.
      await s.query('reset role');
      await s.query(`update private.storage_cleanup set locked_until = now() - interval '1 second' where id = $1`, [
        id,
      ]);
      await s.query('set local role service_role');
      expect(await claimIds(s)).toContain(id);
    } finally {
      await s.query('rollback');
      await s.end();
    }
  });
});

describe('finish_storage_cleanup', () => {
  it('retries a failed job later with a growing delay, and ends it when done', async () => {
    const id = await queue('avatars', `${randomUUID()}/`);
    const s = await serviceSession();
    try {
      expect(await claimIds(s)).toContain(id);
      await s.query('select public.finish_storage_cleanup($1, $2)', [id, 'storage answered 503']);
      await s.query('reset role');
      let row = (
        await s.query(
          'select attempts, last_error, done_at, locked_until, next_attempt_at - now() as delay from private.storage_cleanup where id = $1',
          [id],
        )
      ).rows[0];
      expect(row).toMatchObject({ attempts: 1, last_error: 'storage answered 503', done_at: null, locked_until: null });
      expect(row.delay).toMatchObject({ seconds: 5 });

      // Not due yet: not claimed. Once due, the second failure waits twice as long.
      await s.query('set local role service_role');
      expect(await claimIds(s)).not.toContain(id);
      await s.query('reset role');
      await s.query('update private.storage_cleanup set next_attempt_at = now() where id = $1', [id]);
      await s.query('set local role service_role');
      expect(await claimIds(s)).toContain(id);
      await s.query('select public.finish_storage_cleanup($1, $2)', [id, 'again']);
      await s.query('reset role');
      row = (
        await s.query('select attempts, next_attempt_at - now() as delay from private.storage_cleanup where id = $1', [
          id,
        ])
      ).rows[0];
      expect(row).toMatchObject({ attempts: 2, delay: { seconds: 10 } });

      await s.query('update private.storage_cleanup set next_attempt_at = now() where id = $1', [id]);
      await s.query('set local role service_role');
      expect(await claimIds(s)).toContain(id);
      expect((await s.query('select public.finish_storage_cleanup($1) as ok', [id])).rows[0].ok).toBe(true);
      expect((await s.query('select public.finish_storage_cleanup($1) as ok', [id])).rows[0].ok).toBe(false);
      expect(await claimIds(s)).not.toContain(id);
    } finally {
      await s.query('rollback');
      await s.end();
    }
  });
});

describe('runCleanupBatch (the worker pass)', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const service = () =>
    createClient(temp.stack.apiUrl, temp.stack.keys.serviceRoleKey, { auth: { persistSession: false } });
  const stored = async (bucket: string, prefix: string) =>
    Number(
      (
        await db.query('select count(*) from storage.objects where bucket_id = $1 and starts_with(name, $2)', [
          bucket,
          prefix,
        ])
      ).rows[0].count,
    );

  it('empties a prefix across pages and sub-folders, and nothing outside it', async () => {
    const folder = `${randomUUID()}/`;
    const neighbour = `${randomUUID()}/`;
    const storage = service().storage.from('chat-media');
    const names = [
      ...Array.from({ length: 130 }, (_, i) => `${folder}images/${i}.png`),
      `${folder}voice/1.png`,
      `${neighbour}images/keep.png`,
    ];
    for (const name of names) {
      expect((await storage.upload(name, PNG, { contentType: 'image/png' })).error).toBeNull();
    }
    const id = await queue('chat-media', folder);

    const result = await runCleanupBatch(api);
    expect(result).toMatchObject({ claimed: 1, done: 1, failed: 0 });
    expect(await stored('chat-media', folder)).toBe(0);
    expect(await stored('chat-media', neighbour)).toBe(1);
    expect(await job(id)).toMatchObject({ done: true, attempts: 1 });
  });

  it('keeps a job it could not finish and completes it on a later pass', async () => {
    const folder = `${randomUUID()}/`;
    expect(
      (await service().storage.from('avatars').upload(`${folder}a.png`, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const id = await queue('avatars', folder);

    // Storage is down for removals during the first pass.
    const failing: CleanupApi = {
      ...api,
      fetch: async (input, init) =>
        init?.method === 'DELETE' ? new Response('{"message":"unavailable"}', { status: 503 }) : fetch(input, init),
    };
    expect(await runCleanupBatch(failing)).toMatchObject({ claimed: 1, done: 0, failed: 1 });
    const failed = await job(id);
    expect(failed).toMatchObject({ done: false, leased: false, attempts: 1 });
    expect(failed.last_error).toContain('503');
    expect(failed.due_in).toBeGreaterThan(0);
    expect(await stored('avatars', folder)).toBe(1);

    // Not due yet: a pass leaves it alone; once due, it is finished.
    expect((await runCleanupBatch(api)).claimed).toBe(0);
    await db.query('update private.storage_cleanup set next_attempt_at = now() where id = $1', [id]);
    expect(await runCleanupBatch(api)).toMatchObject({ claimed: 1, done: 1 });
    expect(await stored('avatars', folder)).toBe(0);
    expect(await job(id)).toMatchObject({ done: true, attempts: 2, last_error: null });
  });

  it('queues each prefix once while it is pending, and refuses a job that would empty a whole bucket', async () => {
    const folder = `${randomUUID()}/`;
    await queue('covers', folder);
    await db.query(
      `insert into private.storage_cleanup (bucket, prefix, reason) values ('covers', $1, 'again')
       on conflict (bucket, prefix) where done_at is null do nothing`,
      [folder],
    );
    expect(
      Number(
        (await db.query('select count(*) from private.storage_cleanup where prefix = $1', [folder])).rows[0].count,
      ),
    ).toBe(1);
    await expect(queue('covers', '')).rejects.toThrow(/check constraint/);
    await expect(queue('covers', 'a/b/')).rejects.toThrow(/check constraint/);
  });
});

describe('the storage-cleanup Edge Function (what a hosted cron job calls)', () => {
  it('runs the same pass for the service role and refuses anyone else', async () => {
    const folder = `${randomUUID()}/`;
    const client = (key: string) =>
      createClient(temp.stack.apiUrl, key, { auth: { persistSession: false, autoRefreshToken: false } });
    const service = client(temp.stack.keys.serviceRoleKey);
    expect(
      (await service.storage.from('covers').upload(`${folder}c.png`, Buffer.from('x'), { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    const id = await queue('covers', folder);

    const refused = await client(temp.stack.keys.anonKey).functions.invoke('storage-cleanup');
    expect((refused.error as { context?: Response } | null)?.context?.status).toBe(403);
    expect(await job(id)).toMatchObject({ done: false, attempts: 0 });

    const ran = await service.functions.invoke('storage-cleanup');
    expect(ran.error).toBeNull();
    expect(ran.data).toMatchObject({ claimed: 1, done: 1, failed: 0 });
    expect(await job(id)).toMatchObject({ done: true, attempts: 1 });
  });
});

describe('the scheduled job: pg_cron calls the function through pg_net (the hosted path)', () => {
  /** Runs the paused `storage-cleanup` job once and waits for its run to end; returns that run. */
  async function runJobOnce() {
    const before = Number(
      (await db.query('select coalesce(max(runid), 0) as id from cron.job_run_details')).rows[0].id,
    );
    await db.query(`select _stack.cron_run('storage-cleanup')`);
    return vi.waitFor(
      async () => {
        const { rows } = await db.query<{ status: string; return_message: string }>(
          `select d.status, d.return_message from cron.job_run_details d join cron.job j using (jobid)
            where j.jobname = 'storage-cleanup' and d.runid > $1 and d.status in ('succeeded', 'failed')`,
          [before],
        );
        if (!rows[0]) throw new Error('the run has not ended yet');
        return rows[0];
      },
      { timeout: 10_000, interval: 100 },
    );
  }
  const lastRequestId = async () =>
    Number(
      (
        await db.query(
          `select greatest((select coalesce(max(id), 0) from net.http_request_queue),
                           (select coalesce(max(id), 0) from net._http_response)) as id`,
        )
      ).rows[0].id,
    );

  it('calls the function with the service-role key from Vault when a job is due; the pass empties the folder', async () => {
    const folder = `${randomUUID()}/`;
    const storage = createClient(temp.stack.apiUrl, temp.stack.keys.serviceRoleKey, {
      auth: { persistSession: false },
    }).storage.from('post-media');
    expect((await storage.upload(`${folder}p.png`, Buffer.from('x'), { contentType: 'image/png' })).error).toBeNull();
    const id = await queue('post-media', folder);
    const sentBefore = await lastRequestId();

    expect(await runJobOnce()).toMatchObject({ status: 'succeeded', return_message: '1 row' });
    await vi.waitFor(async () => expect(await job(id)).toMatchObject({ done: true, attempts: 1 }), {
      timeout: 20_000,
      interval: 100,
    });
    expect(
      Number(
        (
          await db.query('select count(*) from storage.objects where bucket_id = $1 and starts_with(name, $2)', [
            'post-media',
            folder,
          ])
        ).rows[0].count,
      ),
    ).toBe(0);
    // The function's answer, as pg_net stored it.
    const response = await vi.waitFor(
      async () => {
        const { rows } = await db.query<{ status_code: number; content: string }>(
          'select status_code, content from net._http_response where id > $1',
          [sentBefore],
        );
        if (!rows[0]) throw new Error('no response stored yet');
        return rows[0];
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(response.status_code).toBe(200);
    expect(JSON.parse(response.content)).toMatchObject({ claimed: 1, done: 1, failed: 0 });
  });

  it('sends nothing while no job is due', async () => {
    const sentBefore = await lastRequestId();
    expect(await runJobOnce()).toMatchObject({ status: 'succeeded', return_message: '0 rows' });
    expect(await lastRequestId()).toBe(sentBefore);
  });

  it('fails the run visibly, sending nothing, when the project URL is missing from Vault', async () => {
    await db.query(`update vault.secrets set name = 'project_url_moved' where name = 'project_url'`);
    try {
      const id = await queue('covers', `${randomUUID()}/`);
      const sentBefore = await lastRequestId();
      const run = await runJobOnce();
      expect(run.status).toBe('failed');
      expect(run.return_message).toContain('null value in column "url"');
      expect(await lastRequestId()).toBe(sentBefore);
      expect(await job(id)).toMatchObject({ done: false, attempts: 0 });
    } finally {
      await db.query(`update vault.secrets set name = 'project_url' where name = 'project_url_moved'`);
    }
  });
});
