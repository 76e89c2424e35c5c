import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, mintUser, serviceClient, type TestUser } from '../support/stack-env.ts';

// storage-js calls newer than `list`/`getBucket`, answered in storage-api's shapes: listV2 (flat,
// by folder, paged, sorted), object info's user metadata, and bucket rows with exactly its fields.
const tag = randomUUID().slice(0, 8);
const BUCKET = `compat-${tag}`;

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;

// In byte order (storage-api sorts names with COLLATE "C": '.' before '/'), uploaded in that order.
const ALICE_FILES = ['a1.txt', 'b.txt', 'sub.txt', 'sub/a2.txt', 'sub/deeper/a3.txt', 'zz/z.txt'];

beforeAll(async () => {
  db = await dbClient();
  await db.query(`insert into storage.buckets (id, name) values ($1, $1)`, [BUCKET]);
  const own = `bucket_id = '${BUCKET}' and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  await db.query(
    `create policy "compat ${tag} insert" on storage.objects for insert to authenticated with check (${own})`,
  );
  await db.query(`create policy "compat ${tag} select" on storage.objects for select to authenticated using (${own})`);
  alice = await mintUser(db, {}, 'alice');
  bob = await mintUser(db, {}, 'bob');
  for (const name of ALICE_FILES) {
    const { error } = await alice.client.storage.from(BUCKET).upload(`${alice.id}/${name}`, `alice ${name}`);
    if (error) throw error;
  }
  const { error } = await bob.client.storage.from(BUCKET).upload(`${bob.id}/secret.txt`, 'bob');
  if (error) throw error;
});

afterAll(async () => {
  await db.query(`drop policy if exists "compat ${tag} insert" on storage.objects`);
  await db.query(`drop policy if exists "compat ${tag} select" on storage.objects`);
  await db.end();
});

describe('storage listV2', () => {
  it('lists every object under a prefix flat by default, as the caller’s policies allow', async () => {
    const { data, error } = await alice.client.storage.from(BUCKET).listV2({ prefix: alice.id });
    expect(error).toBeNull();
    expect(data?.hasNext).toBe(false);
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual(ALICE_FILES.map((f) => `${alice.id}/${f}`));
    expect(data?.objects[0]).toMatchObject({ id: expect.any(String), metadata: { size: 12 } });
    // Bob's folder exists, but not for Alice; anon sees nothing; the service sees both users.
    expect((await alice.client.storage.from(BUCKET).listV2({ prefix: bob.id })).data?.objects).toEqual([]);
    expect((await anonClient().storage.from(BUCKET).listV2()).data?.objects).toEqual([]);
    const all = await serviceClient().storage.from(BUCKET).listV2();
    expect(all.data?.objects).toHaveLength(ALICE_FILES.length + 1);
  });

  it('groups one folder level with with_delimiter, folders apart from files', async () => {
    const { data } = await alice.client.storage.from(BUCKET).listV2({ prefix: `${alice.id}/`, with_delimiter: true });
    expect(data?.folders.map((f) => [f.name, f.key])).toEqual([
      [`${alice.id}/sub/`, 'sub'],
      [`${alice.id}/zz/`, 'zz'],
    ]);
    expect(data?.objects.map((o) => [o.name, o.key])).toEqual([
      [`${alice.id}/a1.txt`, 'a1.txt'],
      [`${alice.id}/b.txt`, 'b.txt'],
      [`${alice.id}/sub.txt`, 'sub.txt'],
    ]);
    const nested = await alice.client.storage.from(BUCKET).listV2({ prefix: `${alice.id}/sub/`, with_delimiter: true });
    expect(nested.data?.folders.map((f) => f.name)).toEqual([`${alice.id}/sub/deeper/`]);
    expect(nested.data?.objects.map((o) => o.name)).toEqual([`${alice.id}/sub/a2.txt`]);
  });

  it('pages with limit and nextCursor until hasNext is false, in both modes', async () => {
    for (const withDelimiter of [false, true]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const { data, error } = await alice.client.storage
          .from(BUCKET)
          .listV2({ prefix: `${alice.id}/`, limit: 2, cursor, with_delimiter: withDelimiter });
        expect(error).toBeNull();
        seen.push(...(data?.folders ?? []).map((f) => f.name), ...(data?.objects ?? []).map((o) => o.name));
        if (!data?.hasNext) break;
        expect(data.nextCursor).toEqual(expect.any(String));
        cursor = data.nextCursor;
      }
      const expected = withDelimiter ? ['a1.txt', 'b.txt', 'sub.txt', 'sub/', 'zz/'] : ALICE_FILES.slice();
      expect(seen.map((n) => n.slice(alice.id.length + 1)).sort()).toEqual(expected.sort());
      expect(new Set(seen).size).toBe(seen.length);
    }
  });

  it('sorts by a date column, newest first, and refuses a malformed cursor', async () => {
    const bucket = alice.client.storage.from(BUCKET);
    const { data } = await bucket.listV2({ prefix: `${alice.id}/`, sortBy: { column: 'created_at', order: 'desc' } });
    expect(data?.objects.map((o) => o.name.slice(alice.id.length + 1))).toEqual(ALICE_FILES.slice().reverse());
    const bad = await bucket.listV2({ cursor: 'bm9wZQ==' });
    expect(bad.error).toMatchObject({ statusCode: '400' });
  });
});

describe('storage object info', () => {
  it('returns metadata {} for an upload without metadata, and the given metadata otherwise', async () => {
    const files = alice.client.storage.from(BUCKET);
    const plain = await files.info(`${alice.id}/a1.txt`);
    expect(plain.error).toBeNull();
    expect(plain.data).toMatchObject({ name: `${alice.id}/a1.txt`, size: 12, metadata: {} });
    const tagged = await files.upload(`${alice.id}/tagged.txt`, 'x', { metadata: { origin: 'compat test' } });
    expect(tagged.error).toBeNull();
    expect((await files.info(`${alice.id}/tagged.txt`)).data?.metadata).toEqual({ origin: 'compat test' });
    // Another user's object does not exist for Alice.
    expect((await files.info(`${bob.id}/secret.txt`)).error).toMatchObject({ statusCode: '404' });
  });
});

describe('storage bucket rows', () => {
  it('carry exactly storage-api’s fields: listBuckets adds `type`, getBucket does not', async () => {
    const svc = serviceClient().storage;
    const one = await svc.getBucket(BUCKET);
    expect(Object.keys(one.data ?? {}).sort()).toEqual(
      ['allowed_mime_types', 'created_at', 'file_size_limit', 'id', 'name', 'owner', 'public', 'updated_at'].sort(),
    );
    const listed = (await svc.listBuckets({ search: tag })).data ?? [];
    expect(listed.map((b) => b.id)).toEqual([BUCKET]);
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual(
      [
        'allowed_mime_types',
        'created_at',
        'file_size_limit',
        'id',
        'name',
        'owner',
        'public',
        'type',
        'updated_at',
      ].sort(),
    );
    expect(listed[0]).toMatchObject({ type: 'STANDARD', public: false });
  });
});
