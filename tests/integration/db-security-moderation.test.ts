import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoRowsChanged,
  expectRefused,
  insertComment,
  insertConversation,
  insertMessage,
  insertPost,
  one,
} from '../support/db-fixtures.ts';
import { fundWallet, key, ledgerProblems, lockedPost, makeCreator } from '../support/money-fixtures.ts';
import {
  anonClient,
  dbClient,
  mintUser,
  signedInModerator,
  signedInUser,
  stackEnv,
  type TestUser,
} from '../support/stack-env.ts';

// Issue 19 §2 and §6: reports, moderators, hidden content and support tickets, tried through the APIs a
// client (or an attacker) has: REST, RPC, realtime and storage signing.
let db: pg.Client;
let author: TestUser;
let fan: TestUser;
let eve: TestUser;
let moderator: TestUser;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const report = (user: TestUser, target_type: string, target_id: string, reason = 'spam', note?: string) =>
  user.client
    .from('reports')
    .insert({ target_type, target_id, reason, ...(note === undefined ? {} : { note }) } as never)
    .select('id, status')
    .single();

const moderate = (user: TestUser, target_type: string, target_id: string, action: string, reason = 'Checked') =>
  user.client.rpc('moderate_item', { target_type, target_id, action, reason } as never);

const feedIds = async (client: SupabaseClient) =>
  ((await client.rpc('get_feed', { page_size: 100 })).data as { id: string }[] | null)?.map((p) => p.id) ?? [];

function subscribed(channel: RealtimeChannel) {
  return new Promise<RealtimeChannel>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  db = await dbClient();
  [author, fan, eve, moderator] = await Promise.all([
    mintUser(db, {}, 'modauthor'),
    mintUser(db, {}, 'modfan'),
    mintUser(db, {}, 'modeve'),
    signedInModerator(),
  ]);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('reports', () => {
  it('are filed by anyone signed in, once per item while open, and read back only by their reporter', async () => {
    const postId = await insertPost(db, author.id, { content: 'reported post' });
    const filed = await report(fan, 'post', postId, 'spam', '  looks like a bot  ');
    expect(filed.error).toBeNull();
    expect(filed.data).toMatchObject({ status: 'open' });
    const stored = await db.query('select note, target_user_id from public.reports where id = $1', [filed.data!.id]);
    expect(stored.rows[0]).toEqual({ note: 'looks like a bot', target_user_id: author.id });

    expectRefused(await report(fan, 'post', postId, 'harassment'), '23505'); // one open report per item
    expect((await report(eve, 'post', postId, 'spam')).error).toBeNull(); // someone else may

    const mine = await fan.client.from('reports').select('id, reporter_id');
    expect(mine.data?.every((r) => r.reporter_id === fan.id)).toBe(true);
    expect((await eve.client.from('reports').select('id').eq('id', filed.data!.id)).data).toEqual([]);
    expect((await anonClient().from('reports').select('id')).data ?? []).toEqual([]);
    const listed = await fan.client.rpc('get_my_reports');
    expect(listed.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ target_id: postId, status: 'open', target_username: expect.any(String) }),
      ]),
    );
  });

  it('refuse a note over 1000 characters, your own content, what you cannot see, and visitors', async () => {
    const postId = await insertPost(db, author.id, { content: 'another post' });
    expectRefused(await report(fan, 'post', postId, 'other', 'x'.repeat(1001)), '23514');
    expect((await report(fan, 'post', postId, 'other', 'x'.repeat(1000))).error).toBeNull();
    expectRefused(await report(author, 'post', postId, 'spam'), '22023');
    const conv = await insertConversation(db, author.id, eve.id);
    const { rows } = await db.query<{ id: string }>(
      `insert into public.messages (conversation_id, sender_id, content) values ($1, $2, 'private') returning id`,
      [conv, author.id],
    );
    expectRefused(await report(fan, 'message', rows[0]!.id, 'harassment'), 'P0002'); // not their chat
    expect((await report(eve, 'message', rows[0]!.id, 'harassment')).error).toBeNull();
    expectRefused(
      await anonClient()
        .from('reports')
        .insert({ target_type: 'post', target_id: postId, reason: 'spam' } as never),
    );
    // Nor can a reporter resolve their own report.
    expectNoRowsChanged(
      await fan.client
        .from('reports')
        .update({ status: 'dismissed' } as never)
        .eq('target_id', postId)
        .select(),
    );
  });

  it('are limited to 20 an hour per reporter', async () => {
    const spammer = await mintUser(db, {}, 'modspam');
    const posts = await Promise.all(
      Array.from({ length: 21 }, (_, i) => insertPost(db, author.id, { content: `p${i}` })),
    );
    for (const id of posts.slice(0, 20)) expect((await report(spammer, 'post', id)).error).toBeNull();
    const refused = await report(spammer, 'post', posts[20]!);
    expectRefused(refused, 'VR001');
  });
});

describe('moderators', () => {
  it('cannot be made by a user: auth ignores app_metadata in PUT /user and the claim stays out of the token', async () => {
    const user = await signedInUser({}, 'wannabe');
    const res = await fetch(`${stackEnv().apiUrl}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: stackEnv().anonKey,
        Authorization: `Bearer ${user.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ app_metadata: { role: 'moderator' }, data: { note: 'hi' } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { app_metadata: Record<string, unknown> }).app_metadata.role).toBeUndefined();
    const { data } = await user.client.auth.refreshSession();
    expect(data.session?.user.app_metadata.role).toBeUndefined();
    expectRefused(await user.client.rpc('get_moderation_queue'), '42501');
    const stored = await db.query('select raw_app_meta_data from auth.users where id = $1', [user.id]);
    expect(stored.rows[0].raw_app_meta_data.role).toBeUndefined();
  });

  it('alone read everyone’s reports, the queue and the log, and act; others are refused', async () => {
    const postId = await insertPost(db, author.id, { content: 'queue me' });
    await report(fan, 'post', postId, 'harassment');
    expect((await moderator.client.from('reports').select('id').eq('target_id', postId)).data).toHaveLength(1);
    expect((await eve.client.from('reports').select('id').eq('target_id', postId)).data).toEqual([]);

    const queue = await moderator.client.rpc('get_moderation_queue', { max_items: 100 });
    expect(queue.error).toBeNull();
    expect((queue.data as { target_id: string }[]).some((q) => q.target_id === postId)).toBe(true);

    for (const user of [fan, eve, author]) {
      expectRefused(await user.client.rpc('get_moderation_queue'), '42501');
      expectRefused(await moderate(user, 'post', postId, 'remove'), '42501');
      expectRefused(await user.client.rpc('get_moderation_log'), '42501');
      expect((await user.client.from('moderation_actions').select('id')).data).toEqual([]);
    }
    expect((await anonClient().rpc('get_moderation_queue')).error).not.toBeNull();
    expect(await feedIds(fan.client)).toContain(postId);

    expectRefused(await moderate(moderator, 'post', postId, 'remove', '   '), '22023'); // a reason is required
    const done = await moderate(moderator, 'post', postId, 'remove', 'Harassment of another creator');
    expect(done.error).toBeNull();
    expect(done.data).toBe(1);
    const log = await moderator.client.rpc('get_moderation_log');
    expect(log.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'remove', target_id: postId, reason: 'Harassment of another creator' }),
      ]),
    );
    const mine = await fan.client.rpc('get_my_reports');
    expect((mine.data as { target_id: string; status: string }[]).find((r) => r.target_id === postId)?.status).toBe(
      'actioned',
    );
  });
});

describe('removed content', () => {
  it('is unreadable by anyone but its author through REST, the screen RPCs and the views', async () => {
    const postId = await insertPost(db, author.id, { content: 'zebracrossing removed' });
    const commentId = await insertComment(
      db,
      eve.id,
      await insertPost(db, author.id, { content: 'host' }),
      null,
      'bad comment',
    );
    await report(fan, 'post', postId, 'spam');
    await report(fan, 'comment', commentId, 'harassment');
    expect((await moderate(moderator, 'post', postId, 'remove')).error).toBeNull();
    expect((await moderate(moderator, 'comment', commentId, 'remove')).error).toBeNull();

    for (const client of [fan.client, eve.client, anonClient()]) {
      expect((await client.from('posts').select('id').eq('id', postId)).data).toEqual([]);
      expect((await client.from('post_cards').select('id').eq('id', postId)).data).toEqual([]);
      expect(await feedIds(client)).not.toContain(postId);
      const search = await client.rpc('search', { search_text: 'zebracrossing' });
      expect((search.data as { id: string }[] | null)?.map((r) => r.id) ?? []).not.toContain(postId);
    }
    for (const client of [fan.client, author.client, anonClient()]) {
      expect((await client.from('comments').select('id').eq('id', commentId)).data).toEqual([]);
    }
    const profile = await fan.client.rpc('profile_screen', { handle: await username(author.id) });
    expect(((profile.data as { posts: { id: string }[] }).posts ?? []).map((p) => p.id)).not.toContain(postId);

    // The author still reads it, with the reason shown by the app.
    const own = await author.client.from('post_cards').select('id, removed_at').eq('id', postId).single();
    expect(own.data?.removed_at).not.toBeNull();
    expect(
      (await eve.client.from('comment_cards').select('removed_at').eq('id', commentId).single()).data?.removed_at,
    ).not.toBeNull();
    // …and cannot clear it.
    expectRefused(
      await author.client
        .from('posts')
        .update({ removed_at: null } as never)
        .eq('id', postId)
        .select(),
    );
  });

  it('under an underage or non-consensual report is hidden at once, and back if dismissed', async () => {
    const postId = await insertPost(db, author.id, { content: 'held post' });
    expect((await report(fan, 'post', postId, 'non_consensual')).error).toBeNull();
    expect((await eve.client.from('posts').select('id').eq('id', postId)).data).toEqual([]);
    expect(
      (await author.client.from('posts').select('held_at').eq('id', postId).single()).data?.held_at,
    ).not.toBeNull();

    const queue = (await moderator.client.rpc('get_moderation_queue', { max_items: 100 })).data as {
      target_id: string;
      top_reason: string;
      held: boolean;
    }[];
    const first = queue.findIndex((q) => q.target_id === postId);
    expect(queue[first]).toMatchObject({ top_reason: 'non_consensual', held: true });
    expect(queue.slice(0, first).every((q) => ['underage', 'non_consensual'].includes(q.top_reason))).toBe(true);

    expect((await moderate(moderator, 'post', postId, 'dismiss', 'Consent on file')).error).toBeNull();
    expect((await eve.client.from('posts').select('id').eq('id', postId)).data).toEqual([{ id: postId }]);
  });

  it('keeps its locked media from being signed by buyers once removed', async () => {
    const creator = await mintUser(db, {}, 'modcreator');
    await makeCreator(db, creator.id, 999, true);
    await fundWallet(db, fan.id, 5000);
    const path = `${creator.id}/${Date.now()}.png`;
    expect(
      (await creator.client.storage.from('locked-media').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const { postId } = await lockedPost(db, creator.id, { priceCents: 300, path });
    expect((await fan.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() })).error).toBeNull();
    const sign = async (u: TestUser) => {
      const r = await u.client.storage.from('locked-media').createSignedUrl(path, 60);
      return r.error ? 0 : (await fetch(r.data.signedUrl)).status;
    };
    expect(await sign(fan)).toBe(200);
    await report(eve, 'post', postId, 'copyright');
    expect((await moderate(moderator, 'post', postId, 'remove', 'Stolen photo')).error).toBeNull();
    expect(await sign(fan)).toBe(0);
    // Nor can anyone buy it now.
    await fundWallet(db, eve.id, 1000);
    expectRefused(await eve.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() }), 'P0002');
    expect(await sign(creator)).toBe(200);
    expect(await sign(moderator)).toBe(200); // reviewing it
    expect(await sign(eve)).toBe(0);
  });

  it('keeps a paid message’s media from its buyer once removed', async () => {
    const creator = await mintUser(db, {}, 'modpaid');
    const buyer = await mintUser(db, {}, 'modbuyer');
    await makeCreator(db, creator.id, 999, true);
    await fundWallet(db, buyer.id, 2000);
    const conv = await insertConversation(db, creator.id, buyer.id);
    const path = `${creator.id}/${Date.now()}paid.png`;
    expect(
      (await creator.client.storage.from('locked-media').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const sent = await creator.client.rpc('send_paid_message', {
      conversation_id: conv,
      media_type: 'image',
      media_path: path,
      price_cents: 300,
      media_width: 1,
      media_height: 1,
    });
    expect(sent.error).toBeNull();
    const messageId = (sent.data as { id: string }).id;
    expect(
      (await buyer.client.rpc('unlock_message', { message_id: messageId, idempotency_key: key() })).error,
    ).toBeNull();
    const sign = async (u: TestUser) => {
      const r = await u.client.storage.from('locked-media').createSignedUrl(path, 60);
      return r.error ? 0 : (await fetch(r.data.signedUrl)).status;
    };
    expect(await sign(buyer)).toBe(200);
    await report(buyer, 'message', messageId, 'non_consensual'); // held at once
    expect(await sign(buyer)).toBe(0);
    expect((await buyer.client.from('messages').select('id').eq('id', messageId)).data).toEqual([]);
    expect(await sign(creator)).toBe(200);
    expect((await moderate(moderator, 'message', messageId, 'remove', 'Shared without consent')).error).toBeNull();
    expect(await sign(buyer)).toBe(0);
  });

  it('in a chat is hidden from the other participant over REST and realtime', async () => {
    const conv = await insertConversation(db, author.id, fan.id);
    const sent = await author.client
      .from('messages')
      .insert({ conversation_id: conv, content: 'rude words' })
      .select('id')
      .single();
    expect(sent.error).toBeNull();
    await report(fan, 'message', sent.data!.id, 'harassment');
    expect((await moderate(moderator, 'message', sent.data!.id, 'suspend', 'Repeated harassment')).error).toBeNull();
    expect((await fan.client.from('messages').select('id').eq('conversation_id', conv)).data).toEqual([]);
    expect(
      (await author.client.from('messages').select('removed_at').eq('id', sent.data!.id).single()).data?.removed_at,
    ).not.toBeNull();

    // The author is suspended: whatever an old token still writes reaches nobody, not even live.
    const got: unknown[] = [];
    const channel = fan.client
      .channel(`mod-${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${conv}` },
        (p) => got.push(p),
      );
    await subscribed(channel);
    const later = await author.client
      .from('messages')
      .insert({ conversation_id: conv, content: 'still here' })
      .select('id')
      .single();
    expect(later.error).toBeNull();
    // A visible message afterwards proves the channel delivers; the hidden one never came.
    const other = await insertConversation(db, fan.id, eve.id);
    const probe = fan.client
      .channel(`probe-${Math.random().toString(36).slice(2)}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `conversation_id=eq.${other}` },
        (p) => got.push(p),
      );
    await subscribed(probe);
    await eve.client.from('messages').insert({ conversation_id: other, content: 'hello' });
    await until(
      () => got.length,
      (n) => n >= 1,
    );
    expect(got.map((p) => (p as { new: { content: string } }).new.content)).toEqual(['hello']);
    await fan.client.removeAllChannels();
  });
});

describe('suspension', () => {
  it('refuses sign-in and refresh and hides the account and its content', async () => {
    const victim = await signedInUser({}, 'suspendme');
    const postId = await insertPost(db, victim.id, { content: 'from a suspended account' });
    await report(fan, 'profile', victim.id, 'impersonation');
    expectRefused(await moderate(moderator, 'profile', victim.id, 'remove'), '22023');
    expectRefused(await moderate(fan, 'profile', victim.id, 'suspend'), '42501');
    expect((await moderate(moderator, 'profile', victim.id, 'suspend', 'Impersonating a creator')).error).toBeNull();

    const again = await anonClient().auth.signInWithPassword({ email: victim.email, password: victim.password });
    expect(again.error?.message).toMatch(/banned/i);
    const refreshed = await victim.client.auth.refreshSession();
    expect(refreshed.error).not.toBeNull();
    for (const client of [fan.client, anonClient()]) {
      expect((await client.from('profiles').select('id').eq('id', victim.id)).data).toEqual([]);
      expect((await client.from('posts').select('id').eq('id', postId)).data).toEqual([]);
    }
  });

  it('of a creator stops their subscriptions renewing and refuses new money', async () => {
    const creator = await mintUser(db, {}, 'modsuspcreator');
    const subscriber = await mintUser(db, {}, 'modsubscriber');
    await makeCreator(db, creator.id, 999, true);
    await fundWallet(db, subscriber.id, 5000);
    expect(
      (await subscriber.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() })).error,
    ).toBeNull();
    await report(fan, 'profile', creator.id, 'impersonation');
    expect((await moderate(moderator, 'profile', creator.id, 'suspend', 'Fake creator')).error).toBeNull();

    const sub = await subscriber.client
      .from('subscriptions')
      .select('status, auto_renew')
      .eq('creator_id', creator.id)
      .single();
    expect(sub.data).toEqual({ status: 'cancelled', auto_renew: false });
    expectRefused(
      await subscriber.client.rpc('tip', { creator_id: creator.id, amount_cents: 200, idempotency_key: key() }),
      'P0002',
    );
    expectRefused(await fan.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() }), 'P0002');
  });
});

describe('lifting a suspension', () => {
  it('is for moderators only, needs a reason and an account that is suspended', async () => {
    const victim = await mintUser(db, {}, 'liftguard');
    await report(fan, 'profile', victim.id, 'spam');
    expect((await moderate(moderator, 'profile', victim.id, 'suspend', 'Spam account')).error).toBeNull();

    expectRefused(await fan.client.rpc('lift_suspension', { user_id: victim.id, reason: 'I vouch' }), '42501');
    expectRefused(await fan.client.rpc('get_suspended_accounts', {}), '42501');
    expectRefused(await anonClient().rpc('lift_suspension', { user_id: victim.id, reason: 'x' }));
    // Nobody but the RPC writes the log or the suspension columns.
    expectRefused(
      await moderator.client
        .from('moderation_actions')
        .insert({ action: 'unsuspend', target_user_id: victim.id, reason: 'x' } as never),
    );
    expectNoRowsChanged(
      await victim.client.from('profiles').update({ suspended_at: null }).eq('id', victim.id).select('id'),
    );
    expectRefused(await moderator.client.rpc('lift_suspension', { user_id: victim.id, reason: '   ' }), '22023');
    expectRefused(await moderator.client.rpc('lift_suspension', { user_id: fan.id, reason: 'Not suspended' }), 'P0002');

    const listed = await moderator.client.rpc('get_suspended_accounts', {});
    expect(listed.error).toBeNull();
    expect(listed.data).toContainEqual(
      expect.objectContaining({ user_id: victim.id, reason: 'Spam account', suspended_at: expect.any(String) }),
    );
    const still = await one(db, 'select suspended_at is not null as s from public.profiles where id = $1', [victim.id]);
    expect(still.s).toBe(true);
  });

  it('brings back sign-in and exactly what the suspension hid; removed and held items and cancelled subscriptions stay', async () => {
    const victim = await signedInUser({}, 'liftme');
    const subscriber = await mintUser(db, {}, 'liftsubscriber');
    await makeCreator(db, victim.id, 999, true);
    await fundWallet(db, subscriber.id, 5000);
    expect(
      (await subscriber.client.rpc('subscribe', { creator_id: victim.id, idempotency_key: key() })).error,
    ).toBeNull();
    const shown = await insertPost(db, victim.id, { content: 'back after the suspension' });
    const fanPost = await insertPost(db, fan.id, { content: 'a fan post' });
    const comment = await insertComment(db, victim.id, fanPost, null, 'a comment that comes back');
    const convo = await insertConversation(db, victim.id, fan.id);
    const message = await insertMessage(db, convo, victim.id, 'a message that comes back');
    // Removed by a moderator before the suspension, held pending review, and the reported post the
    // suspension removed: none of these were hidden by the suspension alone.
    const removed = await insertPost(db, victim.id, { content: 'removed earlier' });
    await report(eve, 'post', removed, 'spam');
    expect((await moderate(moderator, 'post', removed, 'remove', 'Spam')).error).toBeNull();
    const held = await insertPost(db, victim.id, { content: 'held pending review' });
    await report(eve, 'post', held, 'underage');
    const reported = await insertPost(db, victim.id, { content: 'the reported post' });
    await report(fan, 'post', reported, 'harassment');
    expect((await moderate(moderator, 'post', reported, 'suspend', 'Harassing fans')).error).toBeNull();

    const visible = async () => ({
      profile: (await fan.client.from('profiles').select('id').eq('id', victim.id)).data?.length ?? 0,
      posts: ((await fan.client.from('posts').select('id').eq('user_id', victim.id)).data ?? []).map((p) => p.id),
      comment: (await fan.client.from('comments').select('id').eq('id', comment)).data?.length ?? 0,
      message: (await fan.client.from('messages').select('id').eq('id', message)).data?.length ?? 0,
    });
    expect(await visible()).toEqual({ profile: 0, posts: [], comment: 0, message: 0 });
    expect(
      (await anonClient().auth.signInWithPassword({ email: victim.email, password: victim.password })).error?.message,
    ).toMatch(/banned/i);

    const lifted = await moderator.client.rpc('lift_suspension', { user_id: victim.id, reason: 'Appeal accepted' });
    expect(lifted.error).toBeNull();

    const after = await visible();
    expect(after).toMatchObject({ profile: 1, comment: 1, message: 1 });
    expect(after.posts).toEqual([shown]);
    const back = anonClient();
    const signIn = await back.auth.signInWithPassword({ email: victim.email, password: victim.password });
    expect(signIn.error).toBeNull();
    expect((await back.from('posts').select('id').eq('id', shown)).data).toEqual([{ id: shown }]);
    // Fans were told their access ends with the period: the subscription is not renewed again by itself.
    const sub = await subscriber.client
      .from('subscriptions')
      .select('status, auto_renew')
      .eq('creator_id', victim.id)
      .single();
    expect(sub.data).toEqual({ status: 'cancelled', auto_renew: false });
    // The account takes money again.
    expect(
      (await subscriber.client.rpc('tip', { creator_id: victim.id, amount_cents: 200, idempotency_key: key() })).error,
    ).toBeNull();

    const log = await moderator.client.rpc('get_moderation_log', { max_items: 100 });
    expect(log.data).toContainEqual(
      expect.objectContaining({
        action: 'unsuspend',
        target_type: 'profile',
        target_id: victim.id,
        reason: 'Appeal accepted',
      }),
    );
    const list = await moderator.client.rpc('get_suspended_accounts', {});
    expect((list.data ?? []).map((a: { user_id: string }) => a.user_id)).not.toContain(victim.id);
    // Lifting twice is refused: nothing left to lift.
    expectRefused(await moderator.client.rpc('lift_suspension', { user_id: victim.id, reason: 'Again' }), 'P0002');
  });
});

describe('support tickets', () => {
  it('are private to their author and moderators, who answer and close them', async () => {
    const path = `${fan.id}/${Date.now()}.png`;
    expect(
      (await fan.client.storage.from('support-screenshots').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    expect(
      (
        await eve.client.storage
          .from('support-screenshots')
          .upload(`${fan.id}/x.png`, PNG, { contentType: 'image/png' })
      ).error,
    ).not.toBeNull();
    const filed = await fan.client
      .from('support_tickets')
      .insert({ category: 'payments', message: 'My top-up is missing', screenshot_path: path } as never)
      .select('id, status')
      .single();
    expect(filed.error).toBeNull();
    expect(filed.data).toMatchObject({ status: 'open' });
    const id = (filed.data as { id: string }).id;

    expect((await eve.client.from('support_tickets').select('id').eq('id', id)).data).toEqual([]);
    expect((await moderator.client.from('support_tickets').select('id').eq('id', id)).data).toHaveLength(1);
    expect((await eve.client.storage.from('support-screenshots').createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await moderator.client.storage.from('support-screenshots').createSignedUrl(path, 60)).error).toBeNull();
    expect((await fan.client.storage.from('support-screenshots').createSignedUrl(path, 60)).error).toBeNull();

    // Nobody answers their own ticket or fakes a status.
    expectRefused(await fan.client.rpc('answer_support_ticket', { ticket_id: id, answer: 'fixed' }), '42501');
    expectRefused(
      await eve.client.from('support_tickets').insert({ category: 'other', message: 'x', status: 'closed' } as never),
    );
    expectRefused(
      await eve.client.from('support_tickets').insert({ category: 'other', message: 'x', user_id: fan.id } as never),
    );
    expectNoRowsChanged(
      await fan.client
        .from('support_tickets')
        .update({ status: 'closed' } as never)
        .eq('id', id)
        .select(),
    );

    const answered = await moderator.client.rpc('answer_support_ticket', { ticket_id: id, answer: 'Credited now.' });
    expect(answered.error).toBeNull();
    expect((await fan.client.from('support_tickets').select('status, answer').eq('id', id).single()).data).toEqual({
      status: 'answered',
      answer: 'Credited now.',
    });
    await moderator.client.rpc('answer_support_ticket', { ticket_id: id, close: true });
    expect((await fan.client.from('support_tickets').select('status').eq('id', id).single()).data?.status).toBe(
      'closed',
    );
  });
});

async function username(id: string) {
  return (await db.query<{ username: string }>('select username from public.profiles where id = $1', [id])).rows[0]!
    .username;
}
