// Issue 16, finding 4: deleting an account (however it is done) or a conversation removes its
// files on the server. The stack's clean-up worker runs as it does under `npm run dev`; these
// tests only delete things and wait for the files to stop being readable.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectRefused } from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, serviceClient, stackEnv, type TestUser } from '../support/stack-env.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const USER_BUCKETS = ['avatars', 'covers', 'post-media', 'locked-media'] as const;

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(() => db.end());

async function upload(user: TestUser, bucket: string, path: string) {
  const { error } = await user.client.storage.from(bucket).upload(path, PNG, { contentType: 'image/png' });
  expect(error, `${user.email} uploads ${bucket}/${path}`).toBeNull();
  return { bucket, path };
}

/** Whether storage still holds the object (rows are what every read path serves from). */
async function exists({ bucket, path }: { bucket: string; path: string }) {
  const { rowCount } = await db.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [
    bucket,
    path,
  ]);
  return rowCount === 1;
}

/** Waits (no fixed sleep) until none of `files` is stored any more. */
const untilGone = (files: Array<{ bucket: string; path: string }>) =>
  vi.waitFor(
    async () => {
      const left = [];
      for (const f of files) if (await exists(f)) left.push(`${f.bucket}/${f.path}`);
      if (left.length > 0) throw new Error(`still stored: ${left.join(', ')}`);
    },
    { timeout: 20_000, interval: 100 },
  );

const publicStatus = async (bucket: string, path: string) =>
  (await fetch(anonClient().storage.from(bucket).getPublicUrl(path).data.publicUrl)).status;

/** A user with a file in every bucket they own, and a chat with `partner` where both sent a file. */
async function userWithFiles(partner: TestUser) {
  const user = await mintUser(db, { name: 'Leaving User' }, 'leaving');
  const own = [];
  for (const bucket of USER_BUCKETS) own.push(await upload(user, bucket, `${user.id}/${Date.now()}.png`));
  const { data: chat, error } = await user.client.rpc('get_or_create_conversation', {
    user1_id: user.id,
    user2_id: partner.id,
  });
  expect(error).toBeNull();
  const chatFiles = [
    await upload(user, 'chat-media', `${String(chat)}/images/${Date.now()}-mine.png`),
    await upload(partner, 'chat-media', `${String(chat)}/images/${Date.now()}-theirs.png`),
  ];
  const avatar = own[0]!;
  expect(
    (
      await user.client
        .from('profiles')
        .update({ avatar_url: `/storage/v1/object/public/avatars/${avatar.path}` })
        .eq('id', user.id)
    ).error,
  ).toBeNull();
  expect(await publicStatus('avatars', avatar.path)).toBe(200);
  return { user, own, chatFiles, avatar, chat: String(chat) };
}

describe('deleting an account removes its files on the server', () => {
  let partner: TestUser;
  let partnerFiles: Array<{ bucket: string; path: string }>;

  beforeAll(async () => {
    partner = await mintUser(db, { name: 'Staying Partner' }, 'partner');
    const other = await mintUser(db, { name: 'Someone Else' }, 'else');
    const { data: otherChat } = await partner.client.rpc('get_or_create_conversation', {
      user1_id: partner.id,
      user2_id: other.id,
    });
    // What must survive: the partner's own files and their other conversations.
    partnerFiles = [
      await upload(partner, 'avatars', `${partner.id}/${Date.now()}.png`),
      await upload(partner, 'chat-media', `${String(otherChat)}/images/${Date.now()}.png`),
    ];
  });

  it("rpc('delete_account') called directly, without removing a single file", async () => {
    const { user, own, chatFiles, avatar, chat } = await userWithFiles(partner);
    expect((await user.client.rpc('delete_account')).error).toBeNull();

    await untilGone([...own, ...chatFiles]);
    expect(await publicStatus('avatars', avatar.path)).not.toBe(200);
    // The partner can no longer fetch what either of them sent in the deleted chat.
    const signed = await partner.client.storage.from('chat-media').createSignedUrl(chatFiles[1]!.path, 60);
    expect(signed.data).toBeNull();
    // The worker reports each job after emptying its folder, so wait for the report too.
    await vi.waitFor(
      async () => {
        const jobs = await db.query(
          'select bucket, done_at is not null as done from private.storage_cleanup where prefix in ($1, $2) order by bucket',
          [`${user.id}/`, `${chat}/`],
        );
        expect(jobs.rows).toEqual(
          ['avatars', 'chat-media', 'covers', 'locked-media', 'post-media', 'support-screenshots'].map((bucket) => ({
            bucket,
            done: true,
          })),
        );
      },
      { timeout: 20_000, interval: 100 },
    );
    for (const f of partnerFiles) expect(await exists(f), `${f.bucket}/${f.path} survives`).toBe(true);
  });

  it("the app's Delete Account flow (own files first, then delete_account): the server removes the rest", async () => {
    const { user, own, chatFiles } = await userWithFiles(partner);
    // What src/features/settings/api/delete-account.ts does: storage RLS lets it remove only its own files.
    for (const f of [...own, ...chatFiles]) await user.client.storage.from(f.bucket).remove([f.path]);
    expect(await exists(chatFiles[1]!)).toBe(true); // the partner's upload in the shared chat
    expect((await user.client.rpc('delete_account')).error).toBeNull();

    await untilGone([...own, ...chatFiles]);
    for (const f of partnerFiles) expect(await exists(f)).toBe(true);
  });

  it('deleting the user with the auth admin API (service role)', async () => {
    const { user, own, chatFiles, avatar } = await userWithFiles(partner);
    expect((await serviceClient().auth.admin.deleteUser(user.id)).error).toBeNull();

    await untilGone([...own, ...chatFiles]);
    expect(await publicStatus('avatars', avatar.path)).not.toBe(200);
    for (const f of partnerFiles) expect(await exists(f)).toBe(true);
  });
});

describe('the clean-up queue is not reachable by clients', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await mintUser(db, {}, 'queue');
  });

  it('refuses reading or writing it through the API, as a user and as a visitor', async () => {
    for (const client of [user.client, anonClient()]) {
      const read = await client.schema('private').from('storage_cleanup').select('*');
      expect(read.error).not.toBeNull();
      expect(read.data).toBeNull();
      const write = await client.schema('private').from('storage_cleanup').insert({ bucket: 'avatars', prefix: 'x/' });
      expect(write.error).not.toBeNull();
    }
  });

  it("refuses the worker's RPCs to users and visitors; the service role may call them", async () => {
    for (const client of [user.client, anonClient()]) {
      expectRefused(await client.rpc('claim_storage_cleanup', { batch_size: 1 }));
      expectRefused(await client.rpc('finish_storage_cleanup', { job_id: 1 }));
    }
    // Allowed, without touching real jobs: an unknown id, and arguments the function itself refuses.
    const finish = await serviceClient().rpc('finish_storage_cleanup', { job_id: -1 });
    expect(finish).toMatchObject({ error: null, data: false });
    expectRefused(await serviceClient().rpc('claim_storage_cleanup', { batch_size: 0 }), '22023');
  });

  it('is not exposed through the Data API at all', async () => {
    const res = await fetch(`${stackEnv().apiUrl}/rest/v1/storage_cleanup`, {
      headers: { apikey: stackEnv().serviceRoleKey, authorization: `Bearer ${stackEnv().serviceRoleKey}` },
    });
    expect(res.status).toBe(404);
  });
});
