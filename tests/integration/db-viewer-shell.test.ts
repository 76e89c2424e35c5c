import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertConversation, insertMessage, one } from '../support/db-fixtures.ts';
import { fundWallet, makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

// viewer_shell (issue 14 §11): the shell's one request, which the app seeds into the caches of the
// separate requests it replaces, so it must return exactly what they return, for the caller only.
interface Shell {
  profile: { id: string; username: string } & Record<string, unknown>;
  unread_notifications: number;
  unread_chats: number;
  wallet: { balance_cents: number; is_negative: boolean } & Record<string, unknown>;
  suggested_creators: Array<{ id: string; is_creator: boolean; is_following: boolean }> | null;
  earnings: ({ available_cents: number; net_cents: number } & Record<string, unknown>) | null;
}

let db: pg.Client;
let viewer: TestUser;
let other: TestUser;
let creator: TestUser;

async function notify(userId: string, actorId: string, read: boolean) {
  await db.query(`insert into public.notifications (user_id, actor_id, type, read_at) values ($1, $2, 'follow', $3)`, [
    userId,
    actorId,
    read ? new Date().toISOString() : null,
  ]);
}

beforeAll(async () => {
  db = await dbClient();
  [viewer, other, creator] = await Promise.all([
    mintUser(db, { name: 'Shell Viewer' }, 'shellviewer'),
    mintUser(db, {}, 'shellother'),
    mintUser(db, {}, 'shellcreator'),
  ]);
  await makeCreator(db, creator.id);
  await notify(viewer.id, other.id, false);
  await notify(viewer.id, creator.id, false);
  await notify(viewer.id, other.id, true);
  await notify(other.id, viewer.id, false);
  await fundWallet(db, viewer.id, 2_000);
  await db.query('insert into public.follows (follower_id, following_id) values ($1, $2)', [viewer.id, creator.id]);
  // Chats: two unread from `other` in one conversation; in the other, the viewer's own message (never
  // unread to its sender, and sending reads what came before) and then one unread from `creator`.
  const withOther = await insertConversation(db, viewer.id, other.id);
  const withCreator = await insertConversation(db, viewer.id, creator.id);
  await insertMessage(db, withOther, other.id);
  await insertMessage(db, withOther, other.id);
  await insertMessage(db, withCreator, viewer.id);
  await insertMessage(db, withCreator, creator.id);
});
afterAll(() => db.end());

describe('viewer_shell', () => {
  it('returns the caller’s own profile, unread count, wallet and suggestions, as the separate requests do', async () => {
    const r = await viewer.client.rpc('viewer_shell', { with_suggestions: true });
    expect(r.error).toBeNull();
    const shell = r.data as unknown as Shell;

    const profile = await viewer.client.from('profiles').select('*').eq('id', viewer.id).single();
    expect(shell.profile).toEqual(profile.data);

    const unread = await viewer.client
      .from('notifications')
      .select('id', { count: 'exact', head: true })
      .is('read_at', null);
    expect(shell.unread_notifications).toBe(2);
    expect(unread.count).toBe(2);

    const wallet = await viewer.client.rpc('get_wallet');
    expect(shell.wallet).toEqual((wallet.data as unknown[])[0]);
    expect(shell.wallet.balance_cents).toBe(2_000);

    const suggested = shell.suggested_creators ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(10);
    const separate = await viewer.client.rpc('get_suggested_creators', { max_count: 10 });
    expect(Object.keys(suggested[0]!).sort()).toEqual(Object.keys((separate.data as object[])[0]!).sort());
    for (const s of suggested) {
      expect(s.is_creator).toBe(true);
      expect(s.is_following).toBe(false);
      expect([viewer.id, creator.id]).not.toContain(s.id); // not yourself, not whom you follow
    }
  });

  it('counts the chats with unread messages as the chat list does, and clears one read', async () => {
    const shell = (await viewer.client.rpc('viewer_shell')).data as unknown as Shell;
    expect(shell.unread_chats).toBe(2);
    const list = await viewer.client.from('chat_list').select('id, unread_count');
    expect(list.data?.filter((c) => c.unread_count > 0)).toHaveLength(2);
    expect((await viewer.client.rpc('unread_chat_count')).data).toBe(2);
    // The other side sent one of them, so it is unread for the viewer only.
    expect(((await other.client.rpc('viewer_shell')).data as unknown as Shell).unread_chats).toBe(0);

    const read = list.data!.find((c) => c.unread_count === 2)!;
    expect((await viewer.client.rpc('mark_conversation_read', { conversation_id: read.id })).error).toBeNull();
    expect((await viewer.client.rpc('unread_chat_count')).data).toBe(1);
  });

  it('gives a creator their earnings, as get_earnings does, and anyone else none', async () => {
    const mine = (await creator.client.rpc('viewer_shell')).data as unknown as Shell;
    const separate = await creator.client.rpc('get_earnings');
    expect(mine.earnings).toEqual((separate.data as unknown[])[0]);
    expect(((await viewer.client.rpc('viewer_shell')).data as unknown as Shell).earnings).toBeNull();
  });

  it('leaves suggestions out unless asked (the panel is not shown)', async () => {
    const r = await viewer.client.rpc('viewer_shell');
    expect(r.error).toBeNull();
    expect((r.data as unknown as Shell).suggested_creators).toBeNull();
  });

  it('gives another user their own data only', async () => {
    const r = await other.client.rpc('viewer_shell');
    expect(r.error).toBeNull();
    const shell = r.data as unknown as Shell;
    expect(shell.profile.id).toBe(other.id);
    expect(shell.unread_notifications).toBe(1);
    expect(shell.wallet.balance_cents).toBe(0);
    const stored = await one(db, 'select count(*)::int as n from public.notifications where user_id = $1', [viewer.id]);
    expect(stored.n).toBe(3); // the viewer's rows exist, but are not the other user's to count
  });

  it('refuses anon', async () => {
    expectRefused(await anonClient().rpc('viewer_shell'), '42501');
    expectRefused(await anonClient().rpc('unread_chat_count'), '42501');
  });
});
