import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, mintUser, serviceClient, type TestUser } from '../support/stack-env.ts';

const tag = randomUUID().slice(0, 8);
const BUCKET = `rls-private-${tag}`;
const INSERT_ONLY = `rls-dropbox-${tag}`;

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;

const text = async (p: Promise<{ data: Blob | null }>) => (await p).data?.text();
const exists = async (name: string) =>
  (await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [BUCKET, name])).rowCount === 1;

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name) values ($1, $1), ($2, $2)`, [BUCKET, INSERT_ONLY]);
  // Folder-per-user, like the project's media buckets: each user sees and touches only {uid}/….
  const own = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  await db.query(
    `create policy "rls ${tag} insert" on storage.objects for insert to authenticated with check (${own})`,
  );
  await db.query(`create policy "rls ${tag} select" on storage.objects for select to authenticated using (${own})`);
  await db.query(
    `create policy "rls ${tag} update" on storage.objects for update to authenticated using (${own}) with check (${own})`,
  );
  await db.query(`create policy "rls ${tag} delete" on storage.objects for delete to authenticated using (${own})`);
  // A drop box: anyone signed in may upload, nobody may read back through the API.
  await db.query(
    `create policy "rls ${tag} dropbox" on storage.objects for insert to authenticated with check (bucket_id = '${INSERT_ONLY}')`,
  );
  alice = await mintUser(db, {}, 'alice');
  bob = await mintUser(db, {}, 'bob');
  for (const [u, name, body] of [
    [alice, 'a1.txt', 'alice one'],
    [alice, 'sub/a2.txt', 'alice two'],
    [alice, 'sub/deeper/a3.txt', 'alice three'],
    [bob, 'b1.txt', 'bob one'],
    [bob, 'Bravo.txt', 'bob two'],
  ] as const) {
    const { error } = await u.client.storage.from(BUCKET).upload(`${u.id}/${name}`, body);
    if (error) throw error;
  }
});

afterAll(async () => {
  for (const p of ['insert', 'select', 'update', 'delete', 'dropbox'])
    await db.query(`drop policy if exists "rls ${tag} ${p}" on storage.objects`);
  await db.end();
});

describe('storage RLS: folder per user', () => {
  it('lets the owner read and refuses another user and anon', async () => {
    expect(await text(bob.client.storage.from(BUCKET).download(`${bob.id}/b1.txt`))).toBe('bob one');
    const stolen = await alice.client.storage.from(BUCKET).download(`${bob.id}/b1.txt`);
    expect(stolen.error).toMatchObject({ statusCode: '404' });
    expect((await anonClient().storage.from(BUCKET).download(`${bob.id}/b1.txt`)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await alice.client.storage.from(BUCKET).createSignedUrl(`${bob.id}/b1.txt`, 60)).error).toMatchObject({
      statusCode: '404',
    });
    expect((await alice.client.storage.from(BUCKET).info(`${bob.id}/b1.txt`)).error).toMatchObject({
      statusCode: '404',
    });
  });

  it('refuses writing into or overwriting another user’s folder and leaves the bytes alone', async () => {
    const bucket = alice.client.storage.from(BUCKET);
    expect((await bucket.upload(`${bob.id}/new.txt`, 'intruder')).error).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
    });
    expect((await bucket.upload(`${bob.id}/b1.txt`, 'overwritten', { upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect((await bucket.update(`${bob.id}/b1.txt`, 'overwritten')).error).not.toBeNull();
    expect((await bucket.upload(`${bob.id}/b1.txt`, 'overwritten')).error).not.toBeNull();
    expect(await exists(`${bob.id}/new.txt`)).toBe(false);
    expect(await text(bob.client.storage.from(BUCKET).download(`${bob.id}/b1.txt`))).toBe('bob one');
    expect(
      (await bob.client.storage.from(BUCKET).upload(`${bob.id}/b1.txt`, 'bob again', { upsert: true })).error,
    ).toBeNull();
    expect(await text(bob.client.storage.from(BUCKET).download(`${bob.id}/b1.txt`))).toBe('bob again');
  });

  it('uploads with an insert-only policy but never reads back', async () => {
    const drop = alice.client.storage.from(INSERT_ONLY);
    expect((await drop.upload(`${alice.id}/note.txt`, 'for the admins')).error).toBeNull();
    expect((await drop.download(`${alice.id}/note.txt`)).error).toMatchObject({ statusCode: '404' });
    expect((await drop.upload(`${alice.id}/note.txt`, 'again', { upsert: true })).error).toMatchObject({
      statusCode: '403',
    });
    expect(await text(serviceClient().storage.from(INSERT_ONLY).download(`${alice.id}/note.txt`))).toBe(
      'for the admins',
    );
  });

  it('removes only what the caller may delete and returns just those rows', async () => {
    await bob.client.storage.from(BUCKET).upload(`${bob.id}/doomed.txt`, 'bye');
    const { data, error } = await bob.client.storage
      .from(BUCKET)
      .remove([`${bob.id}/doomed.txt`, `${alice.id}/a1.txt`, `${bob.id}/never-was.txt`]);
    expect(error).toBeNull();
    expect(data?.map((r) => r.name)).toEqual([`${bob.id}/doomed.txt`]);
    expect(data?.[0]).toMatchObject({ bucket_id: BUCKET, owner_id: bob.id });
    expect(await exists(`${bob.id}/doomed.txt`)).toBe(false);
    expect(await exists(`${alice.id}/a1.txt`)).toBe(true);
    const sneaky = await alice.client.storage.from(BUCKET).remove([`${bob.id}/b1.txt`]);
    expect(sneaky).toEqual({ data: [], error: null });
    expect(await exists(`${bob.id}/b1.txt`)).toBe(true);
  });

  it('lists folders and files, own folder only', async () => {
    const { data } = await alice.client.storage.from(BUCKET).list(alice.id);
    expect(data?.map((e) => [e.name, e.id === null])).toEqual([
      ['a1.txt', false],
      ['sub', true],
    ]);
    expect(data?.[0]?.metadata).toMatchObject({ size: 9, mimetype: 'text/plain;charset=UTF-8' });
    const nested = await alice.client.storage.from(BUCKET).list(`${alice.id}/sub`);
    expect(nested.data?.map((e) => e.name)).toEqual(['a2.txt', 'deeper']);
    expect((await alice.client.storage.from(BUCKET).list(bob.id)).data).toEqual([]);
    expect((await alice.client.storage.from(BUCKET).list()).data?.map((e) => e.name)).toEqual([alice.id]);
    const everyone = await serviceClient().storage.from(BUCKET).list();
    expect(everyone.data?.map((e) => e.name).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('lists with search, sorting, limit and offset', async () => {
    const bucket = bob.client.storage.from(BUCKET);
    expect((await bucket.list(bob.id, { search: 'br' })).data?.map((e) => e.name)).toEqual(['Bravo.txt']);
    expect((await bucket.list(bob.id)).data?.map((e) => e.name)).toEqual(['b1.txt', 'Bravo.txt']);
    expect((await bucket.list(bob.id, { sortBy: { column: 'name', order: 'desc' } })).data?.map((e) => e.name)).toEqual(
      ['Bravo.txt', 'b1.txt'],
    );
    expect((await bucket.list(bob.id, { limit: 1, offset: 1 })).data?.map((e) => e.name)).toEqual(['Bravo.txt']);
    const newest = await bucket.list(bob.id, { sortBy: { column: 'created_at', order: 'desc' } });
    expect(newest.data?.map((e) => e.name)).toEqual(['Bravo.txt', 'b1.txt']);
  });
});
