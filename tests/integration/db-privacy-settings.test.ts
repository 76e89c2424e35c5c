// Privacy Settings (issue 19 §3): who may message me, whether my online status shows, whether I
// appear in search and Discover — held by the database and the realtime policies, not the UI.
import type { SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoRowsChanged, expectRefused, insertConversation } from '../support/db-fixtures.ts';
import { fundWallet, key, ledgerProblems, makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';
import { join, privately, tokenClient } from '../support/realtime.ts';

let db: pg.Client;
let creator: TestUser;
let fan: TestUser;
let friend: TestUser;
let stranger: TestUser;
let handle: string;
const clients: SupabaseClient[] = [];

function clientOf(user: TestUser): SupabaseClient {
  const client = tokenClient(user.accessToken);
  clients.push(client);
  return client;
}
const refusal = (topic: string) =>
  `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`;
/** Watching a user's online topic as the app does: a presence listener (so the join asks for presence). */
function watcher(user: TestUser, topic: string) {
  const seen: string[][] = [];
  const channel = clientOf(user).channel(topic, privately());
  channel.on('presence', { event: 'sync' }, () => seen.push(Object.keys(channel.presenceState())));
  return { channel, seen };
}
const settings = (user: TestUser, message_audience: string, show_online = true, discoverable = true) =>
  user.client.rpc('set_privacy_settings', {
    message_audience: message_audience as 'everyone',
    show_online,
    discoverable,
  });
const ids = (rows: { id?: unknown }[] | null) => (rows ?? []).map((r) => r.id);

beforeAll(async () => {
  db = await dbClient();
  [creator, fan, friend, stranger] = await Promise.all([
    mintUser(db, {}, 'private'),
    mintUser(db, {}, 'privfan'),
    mintUser(db, {}, 'privfriend'),
    mintUser(db, {}, 'privstranger'),
  ]);
  await makeCreator(db, creator.id, 999);
  await db.query('update public.profiles set followers_count = 8000000 where id = $1', [creator.id]);
  handle = (await db.query<{ username: string }>('select username from public.profiles where id = $1', [creator.id]))
    .rows[0]!.username;
  await fundWallet(db, fan.id, 10_000);
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.removeAllChannels()));
  expect(await ledgerProblems(db)).toEqual([]);
  await db?.end();
});

describe('the settings row', () => {
  it('starts at everyone / on / on, is saved whole and is nobody else’s to read or write', async () => {
    expect((await creator.client.from('privacy_settings').select('*')).data).toEqual([]);
    const saved = await settings(creator, 'following');
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({
      user_id: creator.id,
      message_audience: 'following',
      show_online: true,
      discoverable: true,
    });
    expect((await stranger.client.from('privacy_settings').select('*').eq('user_id', creator.id)).data).toEqual([]);
    expectRefused(await stranger.client.from('privacy_settings').insert({ user_id: creator.id, discoverable: false }));
    expectNoRowsChanged(
      await stranger.client.from('privacy_settings').update({ discoverable: false }).eq('user_id', creator.id).select(),
    );
    // The public mirror of "appear in search" is not writable by clients either.
    expectNoRowsChanged(
      await creator.client.from('profiles').update({ discoverable: false }).eq('id', creator.id).select(),
    );
    expectRefused(await settings(creator, 'nobody'));
  });
});

describe('who can message me', () => {
  it('people I follow: others cannot start a chat or write, with a clear error, until I follow them', async () => {
    await settings(creator, 'following');
    const started = await stranger.client.rpc('get_or_create_conversation', {
      user1_id: stranger.id,
      user2_id: creator.id,
    });
    expectRefused(started, 'VB002');
    expect(started.error?.message).toBe('This person only accepts messages from people they follow.');
    expect((await stranger.client.rpc('message_refusal', { other_user_id: creator.id })).data).toBe('following');

    await db.query('insert into public.follows (follower_id, following_id) values ($1, $2)', [creator.id, friend.id]);
    const ok = await friend.client.rpc('get_or_create_conversation', { user1_id: friend.id, user2_id: creator.id });
    expect(ok.error).toBeNull();
    expect((await friend.client.from('messages').insert({ conversation_id: ok.data, content: 'hi' })).error).toBeNull();
  });

  it('an existing chat: refused until I have written in it myself', async () => {
    await settings(creator, 'everyone');
    const convo = await insertConversation(db, creator.id, stranger.id);
    await settings(creator, 'following');
    expectRefused(
      await stranger.client.from('messages').insert({ conversation_id: convo, content: 'hello?' }),
      'VB002',
    );
    expect(
      (await creator.client.from('messages').insert({ conversation_id: convo, content: 'yes?' })).error,
    ).toBeNull();
    expect(
      (await stranger.client.from('messages').insert({ conversation_id: convo, content: 'hi!' })).error,
    ).toBeNull();
    expect((await stranger.client.rpc('message_refusal', { other_user_id: creator.id })).data).toBeNull();
  });

  it('my subscribers: a fan writes once subscribed; a tip in a chat is not refused', async () => {
    await settings(creator, 'subscribers');
    const convo = await insertConversation(db, creator.id, fan.id);
    const refused = await fan.client.from('messages').insert({ conversation_id: convo, content: 'hi' });
    expectRefused(refused, 'VB003');
    expect(refused.error?.message).toBe('This person only accepts messages from their subscribers.');
    const tip = await fan.client.rpc('tip', {
      creator_id: creator.id,
      amount_cents: 200,
      idempotency_key: key(),
      conversation_id: convo,
    });
    expect(tip.error).toBeNull();
    expect((await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() })).error).toBeNull();
    expect((await fan.client.from('messages').insert({ conversation_id: convo, content: 'hi' })).error).toBeNull();
    await settings(creator, 'everyone');
  });
});

describe('show my online status', () => {
  it('off: my own topic refuses my presence, nobody watches it, and I watch nobody', async () => {
    await insertConversation(db, fan.id, friend.id);
    const fanTopic = `online:${fan.id}`;
    const friendTopic = `online:${friend.id}`;

    // On (the default): tracked and seen.
    const own = clientOf(fan).channel(fanTopic, privately(fan.id));
    expect((await join(own)).status).toBe('SUBSCRIBED');
    expect(await own.track({ online_at: new Date().toISOString() })).toBe('ok');
    expect((await join(watcher(friend, fanTopic).channel)).status).toBe('SUBSCRIBED');

    await settings(fan, 'everyone', false);
    const hidden = clientOf(fan).channel(fanTopic, privately(fan.id));
    expect((await join(hidden)).status).toBe('SUBSCRIBED');
    expect(await hidden.track({ online_at: new Date().toISOString() })).toBe('error');
    expect((await join(watcher(friend, fanTopic).channel)).err?.message).toBe(refusal(fanTopic));
    expect((await join(watcher(fan, friendTopic).channel)).err?.message).toBe(refusal(friendTopic));

    // Back on: seen again.
    await settings(fan, 'everyone', true);
    const back = clientOf(fan).channel(fanTopic, privately(fan.id));
    expect((await join(back)).status).toBe('SUBSCRIBED');
    expect(await back.track({ online_at: new Date().toISOString() })).toBe('ok');
    const { channel: watch, seen } = watcher(friend, fanTopic);
    expect((await join(watch)).status).toBe('SUBSCRIBED');
    await vi.waitFor(() => expect(seen.some((keys) => keys.includes(fan.id))).toBe(true), { timeout: 8000 });
  });
});

describe('appear in search and Discover', () => {
  it('off: others, visitors included, no longer find me; I still find myself; on again: found', async () => {
    const found = async (client: SupabaseClient) =>
      ids((await client.rpc('search', { search_text: handle, max_results: 25 })).data).includes(creator.id);
    const suggested = async (user: TestUser) =>
      ids((await user.client.rpc('get_suggested_creators', { max_count: 50 })).data).includes(creator.id);
    const discovered = async (user: TestUser) => {
      const r = (await user.client.rpc('discover_creators', { newest_limit: 50 })).data as {
        suggested: { id: string }[];
        newest: { id: string }[];
      };
      return [...r.suggested, ...r.newest].some((c) => c.id === creator.id);
    };
    expect(await found(stranger.client)).toBe(true);
    expect(await suggested(stranger)).toBe(true);
    expect(await discovered(stranger)).toBe(true);

    await settings(creator, 'everyone', true, false);
    expect(await found(stranger.client)).toBe(false);
    expect(await found(anonClient())).toBe(false);
    expect(await suggested(stranger)).toBe(false);
    expect(await discovered(stranger)).toBe(false);
    // The profile itself stays reachable by its link.
    expect((await stranger.client.rpc('profile_screen', { handle })).data).toMatchObject({
      profile: { id: creator.id },
    });

    await settings(creator, 'everyone', true, true);
    expect(await found(stranger.client)).toBe(true);
    expect(await discovered(stranger)).toBe(true);
  });
});
