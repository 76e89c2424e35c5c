import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRowsChanged,
  expectRefused,
  insertConversation,
  insertMessage,
  snapshot,
} from '../support/db-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let alice: TestUser;
let bob: TestUser;
let eve: TestUser;
let convo: string;
let message: string;

beforeAll(async () => {
  db = await dbClient();
  [alice, bob, eve] = await Promise.all([mintUser(db, {}, 'alice'), mintUser(db, {}, 'bob'), mintUser(db, {}, 'eve')]);
  convo = await insertConversation(db, alice.id, bob.id);
  message = await insertMessage(db, convo, alice.id, 'secret plans');
});
afterAll(() => db.end());

describe('get_or_create_conversation', () => {
  it('is symmetric and idempotent', async () => {
    const carol = await mintUser(db, {}, 'carol');
    const a = await alice.client.rpc('get_or_create_conversation', { user1_id: alice.id, user2_id: carol.id });
    expect(a.error).toBeNull();
    const b = await carol.client.rpc('get_or_create_conversation', { user1_id: alice.id, user2_id: carol.id });
    const c = await alice.client.rpc('get_or_create_conversation', { user1_id: carol.id, user2_id: alice.id });
    expect(b.data).toBe(a.data);
    expect(c.data).toBe(a.data);
    const members = await db.query('select user_id from public.conversation_participants where conversation_id = $1', [
      a.data,
    ]);
    expect(members.rows.map((r) => r.user_id).sort()).toEqual([alice.id, carol.id].sort());
  });

  it('creates exactly one conversation under concurrent calls from both sides', async () => {
    const dave = await mintUser(db, {}, 'dave');
    const calls = Array.from({ length: 8 }, (_, i) =>
      (i % 2 ? alice : dave).client.rpc('get_or_create_conversation', {
        user1_id: i % 3 ? alice.id : dave.id,
        user2_id: i % 3 ? dave.id : alice.id,
      }),
    );
    const results = await Promise.all(calls);
    for (const r of results) expect(r.error).toBeNull();
    expect(new Set(results.map((r) => r.data)).size).toBe(1);
    const pair = [alice.id, dave.id].sort();
    const { rowCount } = await db.query(
      'select 1 from public.conversations where user_a_id = $1 and user_b_id = $2',
      pair,
    );
    expect(rowCount).toBe(1);
  });

  it('refuses a conversation between two other users, with oneself, with nobody, and for anon', async () => {
    // Only these users' conversations: suites running in parallel create their own.
    const count = async () =>
      (
        await db.query(
          'select count(*)::int as n from public.conversations where user_a_id = any ($1) or user_b_id = any ($1)',
          [[alice.id, bob.id, eve.id]],
        )
      ).rows[0].n as number;
    const before = await count();
    expectRefused(
      await eve.client.rpc('get_or_create_conversation', { user1_id: alice.id, user2_id: bob.id }),
      '42501',
    );
    expectRefused(await eve.client.rpc('get_or_create_conversation', { user1_id: eve.id, user2_id: eve.id }), '22023');
    expectRefused(
      await eve.client.rpc('get_or_create_conversation', { user1_id: eve.id, user2_id: crypto.randomUUID() }),
      'P0002',
    );
    expectRefused(
      await anonClient().rpc('get_or_create_conversation', { user1_id: alice.id, user2_id: bob.id }),
      '42501',
    );
    expect(await count()).toBe(before);
  });

  it('refuses inserting a conversation or participants directly for others', async () => {
    const [low, high] = [alice.id, bob.id].sort();
    expectRefused(await eve.client.from('conversations').insert({ user_a_id: low, user_b_id: high }), '42501');
    expectRefused(
      await eve.client.from('conversation_participants').insert({ conversation_id: convo, user_id: eve.id }),
      '42501',
    );
    expectRefused(await anonClient().from('conversations').insert({ user_a_id: low, user_b_id: high }), '42501');
    const members = await db.query('select user_id from public.conversation_participants where conversation_id = $1', [
      convo,
    ]);
    expect(members.rowCount).toBe(2);
  });
});

describe('reading conversations', () => {
  it('shows a conversation, its participants and messages to its two participants only', async () => {
    const mine = await bob.client.from('messages').select('content').eq('conversation_id', convo);
    expect(mine.data).toEqual([{ content: 'secret plans' }]);
    expect(
      (await bob.client.from('conversation_participants').select('user_id').eq('conversation_id', convo)).data,
    ).toHaveLength(2);
    for (const client of [eve.client, anonClient()]) {
      expect((await client.from('messages').select('*').eq('conversation_id', convo)).data ?? []).toEqual([]);
      expect((await client.from('conversations').select('*').eq('id', convo)).data ?? []).toEqual([]);
      expect(
        (await client.from('conversation_participants').select('*').eq('conversation_id', convo)).data ?? [],
      ).toEqual([]);
      expect((await client.from('chat_list').select('*').eq('id', convo)).data ?? []).toEqual([]);
    }
  });
});

describe('sending messages', () => {
  it('lets a participant send as themselves and moves the conversation up', async () => {
    const before = (await db.query('select updated_at from public.conversations where id = $1', [convo])).rows[0]
      .updated_at as Date;
    const r = await bob.client
      .from('messages')
      .insert({ conversation_id: convo, content: 'on my way' })
      .select()
      .single();
    expect(r.error).toBeNull();
    expect(r.data?.sender_id).toBe(bob.id);
    const after = (await db.query('select updated_at from public.conversations where id = $1', [convo])).rows[0]
      .updated_at as Date;
    expect(after.getTime()).toBeGreaterThan(before.getTime());
  });

  it('refuses a message from a non-participant, a forged sender, and anon', async () => {
    const before = await snapshot(db, 'messages', 'conversation_id = $1', [convo]);
    expectRefused(await eve.client.from('messages').insert({ conversation_id: convo, content: 'let me in' }), '42501');
    expectRefused(
      await eve.client.from('messages').insert({ conversation_id: convo, sender_id: alice.id, content: 'as alice' }),
      '42501',
    );
    expectRefused(
      await bob.client.from('messages').insert({ conversation_id: convo, sender_id: alice.id, content: 'as alice' }),
      '42501',
    );
    expectRefused(await anonClient().from('messages').insert({ conversation_id: convo, content: 'anon' }), '42501');
    expect(await snapshot(db, 'messages', 'conversation_id = $1', [convo])).toEqual(before);
  });

  it('refuses blank or oversized text and media outside the conversation folder', async () => {
    const refusals = [
      { content: '  ' },
      { content: 'z'.repeat(2001) },
      { media_type: 'image', media_url: `${crypto.randomUUID()}/images/1.jpg` },
      { media_type: 'image', media_url: `${convo}/voice/1.webm` },
      { media_type: 'voice', media_url: `${convo}/voice/1.webm`, media_width: 10, media_height: 10 },
      { media_type: 'image', media_url: `${convo}/images/1.jpg`, media_width: 10 },
      { media_type: 'none', media_url: `${convo}/images/1.jpg`, content: 'x' },
    ];
    for (const m of refusals)
      expectRefused(await alice.client.from('messages').insert({ conversation_id: convo, ...m }), '23514');
    const voice = await alice.client.from('messages').insert({
      conversation_id: convo,
      media_type: 'voice',
      media_url: `${convo}/voice/voice-1.webm`,
      media_duration: 3.5,
    });
    expect(voice.error).toBeNull();
  });

  it("refuses editing or deleting any message directly, one's own included (unsending goes through delete_message)", async () => {
    const before = await snapshot(db, 'messages', 'id = $1', [message]);
    expectRefused(await bob.client.from('messages').update({ content: 'edited' }).eq('id', message), '42501');
    expectRefused(await alice.client.from('messages').update({ content: 'edited' }).eq('id', message), '42501');
    expectRefused(await alice.client.from('messages').delete().eq('id', message), '42501');
    expectRefused(await eve.client.from('messages').delete().eq('id', message), '42501');
    expect(await snapshot(db, 'messages', 'id = $1', [message])).toEqual(before);
  });
});

describe('unsending messages (delete_message)', () => {
  it('lets the sender delete their own message: its text and media are cleared, the row stays as deleted', async () => {
    const text = await insertMessage(db, convo, alice.id, 'sent by mistake');
    const photo = (
      await db.query(
        `insert into public.messages (conversation_id, sender_id, content, media_type, media_url, media_width, media_height)
         values ($1, $2, 'look', 'image', $3, 10, 20) returning id`,
        [convo, alice.id, `${convo}/images/oops.jpg`],
      )
    ).rows[0].id as string;
    for (const id of [text, photo]) {
      const r = await alice.client.rpc('delete_message', { message_id: id });
      expect(r.error).toBeNull();
      expect(r.data).toMatchObject({ id, content: null, media_type: 'none', media_url: null, media_width: null });
      expect(r.data?.deleted_at).not.toBeNull();
    }
    // The other participant reads the emptied row (and so can show "Message deleted"), in order.
    const seen = await bob.client.from('messages').select('id, content, media_url, deleted_at').in('id', [text, photo]);
    expect(seen.data).toHaveLength(2);
    for (const row of seen.data ?? []) expect(row).toMatchObject({ content: null, media_url: null });
    expect((await db.query('select 1 from public.messages where id = any ($1)', [[text, photo]])).rowCount).toBe(2);
    // Again: nothing changes, no error.
    const again = await alice.client.rpc('delete_message', { message_id: text });
    expect(again.error).toBeNull();
  });

  it("refuses deleting the other participant's message, a stranger deleting, anon, tips and paid messages", async () => {
    const bobs = await insertMessage(db, convo, bob.id, 'keep this');
    const alices = await insertMessage(db, convo, alice.id, 'mine');
    const tip = (
      await db.query(
        `insert into public.messages (conversation_id, sender_id, tip_cents) values ($1, $2, 500) returning id`,
        [convo, alice.id],
      )
    ).rows[0].id as string;
    const paid = (
      await db.query(
        `insert into public.messages (conversation_id, sender_id, media_type, price_cents) values ($1, $2, 'image', 500) returning id`,
        [convo, alice.id],
      )
    ).rows[0].id as string;
    const ids = [bobs, alices, tip, paid];
    const before = await snapshot(db, 'messages', 'id = any ($1)', [ids]);
    expectRefused(await alice.client.rpc('delete_message', { message_id: bobs }), 'P0002');
    expectRefused(await eve.client.rpc('delete_message', { message_id: alices }), 'P0002');
    expectRefused(await anonClient().rpc('delete_message', { message_id: alices }), '42501');
    expectRefused(await alice.client.rpc('delete_message', { message_id: tip }), '22023');
    expectRefused(await alice.client.rpc('delete_message', { message_id: paid }), '22023');
    expectRefused(await alice.client.rpc('delete_message', { message_id: crypto.randomUUID() }), 'P0002');
    // Nor around the RPC: no client may set deleted_at or empty a message itself.
    expectRefused(
      await alice.client.from('messages').update({ deleted_at: new Date().toISOString() }).eq('id', alices),
      '42501',
    );
    expectRefused(
      await alice.client
        .from('messages')
        .insert({ conversation_id: convo, content: 'x', deleted_at: new Date().toISOString() }),
      '42501',
    );
    expect(await snapshot(db, 'messages', 'id = any ($1)', [ids])).toEqual(before);
  });
});

describe('read positions', () => {
  it('counts unread messages and lets only the reader clear their own', async () => {
    await insertMessage(db, convo, alice.id, 'are you there?');
    const list = await bob.client
      .from('chat_list')
      .select('unread_count, other_user_id, last_message_content')
      .eq('id', convo)
      .single();
    expect(list.data).toMatchObject({ other_user_id: alice.id, last_message_content: 'are you there?' });
    expect(list.data?.unread_count).toBeGreaterThan(0);

    const aliceRow = await snapshot(db, 'conversation_participants', 'conversation_id = $1 and user_id = $2', [
      convo,
      alice.id,
    ]);
    expectNoRowsChanged(
      await bob.client
        .from('conversation_participants')
        .update({ last_read_at: new Date().toISOString() })
        .eq('user_id', alice.id)
        .select(),
    );
    expectNoRowsChanged(
      await eve.client
        .from('conversation_participants')
        .update({ last_read_at: new Date().toISOString() })
        .eq('conversation_id', convo)
        .select(),
    );
    expectRefused(
      await bob.client.from('conversation_participants').update({ user_id: eve.id }).eq('user_id', bob.id),
      '42501',
    );
    expect((await eve.client.rpc('mark_conversation_read', { conversation_id: convo })).error).toBeNull();
    expectRefused(await anonClient().rpc('mark_conversation_read', { conversation_id: convo }), '42501');
    expect(
      await snapshot(db, 'conversation_participants', 'conversation_id = $1 and user_id = $2', [convo, alice.id]),
    ).toEqual(aliceRow);

    expect((await bob.client.rpc('mark_conversation_read', { conversation_id: convo })).error).toBeNull();
    const cleared = await bob.client.from('chat_list').select('unread_count').eq('id', convo).single();
    expect(cleared.data?.unread_count).toBe(0);
  });
});
