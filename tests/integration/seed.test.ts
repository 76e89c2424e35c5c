// The demo data (supabase/seed.sql + objects_path media) as the app sees it: through supabase-js
// with the anon key, as a signed-in fan, and through storage URLs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, mintUser, stackEnv } from '../support/stack-env.ts';

const FAN = { email: 'fan1@velvet.test', password: 'velvet-fan-1', id: 'f0000000-0000-4000-8000-000000000001' };
const CREATOR = {
  email: 'lunarivera@velvet.test',
  password: 'velvet-creator',
  id: 'a0000000-0000-4000-8000-000000000001',
};
const FAN2 = { email: 'fan2@velvet.test', password: 'velvet-fan-2', id: 'f0000000-0000-4000-8000-000000000002' };
// Subscriber-only videos (scripts/media/content.ts): Luna's (Alex subscribes), Hana's (Sam does).
const LUNA_SUB_VIDEO = 'b0000000-0000-4000-8000-000000000008';
const HANA_SUB_VIDEO = 'b0000000-0000-4000-8000-000000000076';
// Seeded ids are fixed: posts are b0000000-…, so other suites' posts never mix in.
const SEEDED_POSTS = ['b0000000-0000-4000-8000-000000000000', 'b0000000-0000-4000-8000-ffffffffffff'] as const;
const STORAGE = path.resolve(import.meta.dirname, '../../supabase/storage');

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(() => db.end());

async function signIn(email: string, password: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  return { client, data, error };
}

/** What a signed-in user's wallet history holds, as `kind:status`. */
async function historyKinds(client: ReturnType<typeof anonClient>): Promise<Set<string>> {
  const history = (await client.rpc('get_transactions', { page_size: 100 })).data as Array<{
    kind: string;
    status: string;
  }>;
  return new Set(history.map((r) => `${r.kind}:${r.status}`));
}

describe('seeded content, as a visitor', () => {
  it('lists at least 12 creators with avatars, covers, bios and prices', async () => {
    const { data, error } = await anonClient()
      .from('profiles')
      .select('username, bio, location, avatar_url, cover_url, subscription_price_cents')
      .eq('is_creator', true)
      .in(
        'id',
        Array.from({ length: 12 }, (_, i) => `a0000000-0000-4000-8000-${(i + 1).toString(16).padStart(12, '0')}`),
      );
    expect(error).toBeNull();
    expect(data).toHaveLength(12);
    for (const c of data ?? []) {
      expect(c.avatar_url).toMatch(/^\/storage\/v1\/object\/public\/avatars\//);
      expect(c.cover_url).toMatch(/^\/storage\/v1\/object\/public\/covers\//);
      expect(c.bio).toBeTruthy();
      expect(c.location).toBeTruthy();
    }
    expect(data?.find((c) => c.username === 'lunarivera')?.subscription_price_cents).toBe(1292);
  });

  it('shows at least 80 posts mixing text, images, videos and locked posts, without locked media', async () => {
    const { data, error } = await anonClient()
      .from('post_cards')
      .select('media_type, media_url, is_locked, locked_media_path, media_width')
      .gte('id', SEEDED_POSTS[0])
      .lte('id', SEEDED_POSTS[1]);
    expect(error).toBeNull();
    const posts = data ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(80);
    const kinds = new Set(posts.map((p) => `${p.media_type}${p.is_locked ? '-locked' : ''}`));
    expect([...kinds].sort()).toEqual(['image', 'image-locked', 'none', 'video', 'video-locked']);
    for (const p of posts.filter((p) => p.media_type !== 'none' && !p.is_locked)) {
      expect(p.media_url).toMatch(/^\/storage\/v1\/object\/public\/post-media\//);
      expect(p.media_width).toBeGreaterThan(0);
    }
    // Refused: nobody but the author learns where a locked post's file is.
    expect(posts.filter((p) => p.is_locked).every((p) => p.media_url === null && p.locked_media_path === null)).toBe(
      true,
    );
  });

  it('says what each post holds: "video" only on videos, "subscriber" only on subscriber-only posts', async () => {
    const { data } = await anonClient()
      .from('post_cards')
      .select('content, media_type, access, author_username')
      .gte('id', SEEDED_POSTS[0])
      .lte('id', SEEDED_POSTS[1]);
    const posts = data ?? [];
    const mismatched = posts.filter(
      (p) =>
        (/\b(video|footage|clips?|replay|slow motion)\b/i.test(p.content) && p.media_type !== 'video') ||
        (/subscriber/i.test(p.content) && p.access !== 'subscribers'),
    );
    expect(mismatched).toEqual([]);
    // Kai's pay-per-view post is an image, and its text no longer promises a video.
    const kaiPpv = posts.filter((p) => p.author_username === 'kaidraws' && p.access === 'ppv');
    expect(kaiPpv).toEqual([expect.objectContaining({ media_type: 'image' })]);
    expect(kaiPpv[0]?.content).not.toMatch(/video/i);
  });

  it('serves a seeded avatar from the public bucket byte for byte, but not a locked file', async () => {
    const { data } = await anonClient().from('profiles').select('avatar_url').eq('id', CREATOR.id).single();
    const url = new URL(data?.avatar_url ?? '', stackEnv().apiUrl);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const onDisk = readFileSync(
      path.join(STORAGE, decodeURIComponent(url.pathname.replace('/storage/v1/object/public/', ''))),
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(onDisk)).toBe(true);

    const { rows } = await db.query<{ media_path: string }>(
      'select media_path from public.locked_post_media where user_id = $1 limit 1',
      [CREATOR.id],
    );
    const locked = await fetch(
      new URL(`/storage/v1/object/public/locked-media/${rows[0]?.media_path}`, stackEnv().apiUrl),
    );
    expect(locked.status).toBe(400);
    expect(await locked.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('seeded accounts', () => {
  it('lets the fan sign in with the documented password and refuses a wrong one', async () => {
    const ok = await signIn(FAN.email, FAN.password);
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(FAN.id);
    expect(ok.data.user?.user_metadata).toMatchObject({ name: 'Alex Morgan' });
    const bad = await signIn(FAN.email, 'velvet-fan-2');
    expect(bad.error?.message).toBe('Invalid login credentials');
    expect(bad.data.session).toBeNull();
  });

  it('are all confirmed, so they sign in although sign-ups need a confirmation', async () => {
    const { rows } = await db.query<{ email: string; confirmed: boolean }>(
      `select email, email_confirmed_at is not null as confirmed from auth.users where email like '%@velvet.test'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(rows.filter((r) => !r.confirmed).map((r) => r.email)).toEqual([]);
  });

  it('lets a creator sign in and see the locked media path of their own post', async () => {
    const { client, error } = await signIn(CREATOR.email, CREATOR.password);
    expect(error).toBeNull();
    const { data } = await client
      .from('post_cards')
      .select('locked_media_path')
      .eq('user_id', CREATOR.id)
      .eq('is_locked', true);
    expect(data?.length).toBeGreaterThan(0);
    const first = data?.[0]?.locked_media_path ?? '';
    expect(first).toMatch(new RegExp(`^${CREATOR.id}/`));
    const signed = await client.storage.from('locked-media').createSignedUrl(first, 60);
    expect(signed.error).toBeNull();
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);
  });

  it('gives the fan chats with text, image, video and voice messages whose media they can open', async () => {
    const { client, error } = await signIn(FAN.email, FAN.password);
    expect(error).toBeNull();
    const chats = await client
      .from('chat_list')
      .select('id, other_username, unread_count')
      .order('updated_at', { ascending: false });
    expect(chats.error).toBeNull();
    expect(chats.data?.length).toBe(4);
    expect(chats.data?.some((c) => c.unread_count > 0)).toBe(true);

    const msgs = await client
      .from('messages')
      .select('media_type, media_url, media_width, media_duration')
      .in(
        'conversation_id',
        (chats.data ?? []).map((c) => c.id),
      );
    const types = new Set((msgs.data ?? []).map((m) => m.media_type));
    expect([...types].sort()).toEqual(['image', 'none', 'video', 'voice']);
    const voice = (msgs.data ?? []).find((m) => m.media_type === 'voice');
    expect(Number(voice?.media_duration)).toBeGreaterThan(1);
    const signed = await client.storage.from('chat-media').createSignedUrl(voice?.media_url ?? '', 60);
    expect(signed.error).toBeNull();
    const audio = await fetch(signed.data?.signedUrl ?? '');
    expect(audio.status).toBe(200);
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(500);

    // Refused: someone outside the conversation gets neither the rows nor a signed URL.
    const stranger = await mintUser(db, {}, 'stranger');
    const theirs = await stranger.client
      .from('messages')
      .select('id')
      .in(
        'conversation_id',
        (chats.data ?? []).map((c) => c.id),
      );
    expect(theirs.data).toEqual([]);
    const denied = await stranger.client.storage.from('chat-media').createSignedUrl(voice?.media_url ?? '', 60);
    expect(denied.data).toBeNull();
    expect(denied.error).not.toBeNull();
  });

  it('points every seeded media row at a committed file that storage holds', async () => {
    const { rows } = await db.query<{ bucket: string; name: string }>(
      `
      select 'post-media' as bucket, substring(media_url from '/post-media/(.*)$') as name from public.posts
        where id between $1 and $2 and media_url is not null
      union all select 'locked-media', media_path from public.locked_post_media where post_id between $1 and $2
      union all select 'avatars', substring(avatar_url from '/avatars/(.*)$') from public.profiles
        where id::text like 'a0000000-%' or id::text like 'f0000000-%'
      union all select 'chat-media', media_url from public.messages where media_url is not null and conversation_id::text like 'd0000000-%'`,
      [...SEEDED_POSTS],
    );
    expect(rows.length).toBeGreaterThan(60);
    const missing = rows.filter((r) => !existsSync(path.join(STORAGE, r.bucket, r.name)));
    expect(missing).toEqual([]);
    const { rows: stored } = await db.query<{ n: string }>(
      `select count(*)::text as n from storage.objects o
       join (select unnest($1::text[]) as bucket, unnest($2::text[]) as name) r on r.bucket = o.bucket_id and r.name = o.name`,
      [rows.map((r) => r.bucket), rows.map((r) => r.name)],
    );
    expect(Number(stored[0]?.n)).toBe(rows.length);
  });

  it('keeps every counter consistent with the seeded rows', async () => {
    const { rows } = await db.query<{ bad: string }>(
      `
      select count(*)::text as bad from public.posts p
      where p.id between $1 and $2
        and (p.likes_count <> (select count(*) from public.likes l where l.post_id = p.id)
         or p.comments_count <> (select count(*) from public.comments c where c.post_id = p.id))`,
      [...SEEDED_POSTS],
    );
    expect(rows[0]?.bad).toBe('0');
    const { rows: prof } = await db.query<{ followers_count: number; posts_count: number }>(
      'select followers_count, posts_count from public.profiles where id = $1',
      [CREATOR.id],
    );
    expect(prof[0]?.posts_count).toBe(8);
    expect(prof[0]?.followers_count).toBeGreaterThan(0);
  });
});

describe('seeded money (issue 13: every money screen has data)', () => {
  it('gives the fan a wallet, a history and active, cancelled and expired subscriptions', async () => {
    const { client } = await signIn(FAN.email, FAN.password);
    const wallet = await client.rpc('get_wallet').single();
    expect(wallet.data).toMatchObject({ balance_cents: 1421, pending_topups: 1, is_negative: false });
    const kinds = await historyKinds(client);
    for (const k of [
      'topup:completed',
      'topup:pending',
      'topup:failed',
      'subscription:completed',
      'renewal:completed',
    ]) {
      expect(kinds).toContain(k);
    }
    expect(kinds).toContain('post_unlock:completed');
    expect(kinds).toContain('message_unlock:completed');
    expect(kinds).toContain('tip:completed');
    const subs = await client
      .from('subscriptions')
      .select('status, creator:profiles!subscriptions_creator_id_fkey(username)');
    const byStatus = new Set((subs.data ?? []).map((s) => s.status));
    expect([...byStatus].sort()).toEqual(['active', 'cancelled', 'expired']);
  });

  it('is already what the scheduled money jobs leave it, so the history reads the same all day', async () => {
    // The job (cron, minute 37) expires pending or declined top-ups older than a day; a seeded one
    // it would still change made the history depend on the time of day the stack started.
    await db.query('begin');
    try {
      const { rows } = await db.query<{ n: number }>(
        'select private.expire_stale_topups(p_user => u) as n from unnest($1::uuid[]) u',
        [[FAN.id, FAN2.id]],
      );
      expect(rows.map((r) => r.n)).toEqual([0, 0]);
      // Nor does a renewal (every minute) or an earnings release (hourly) fall due within the day.
      const { rows: renewals } = await db.query<{ r: number; f: number; e: number }>(
        "select (x).renewed as r, (x).failed as f, (x).expired as e from (select private.run_subscription_renewals(now() + interval '1 day', u) as x from unnest($1::uuid[]) u) s",
        [[FAN.id, FAN2.id]],
      );
      expect(renewals).toEqual([
        { r: 0, f: 0, e: 0 },
        { r: 0, f: 0, e: 0 },
      ]);
      const { rows: released } = await db.query<{ n: number }>(
        // Seeded creators only: other suites' creators earn in this database too.
        "select sum(private.release_held_earnings(now() + interval '1 hour', p.id))::int as n from public.profiles p where p.id::text like 'a0000000-%'",
      );
      expect(released[0]?.n).toBe(0);
      const { rows: later } = await db.query<{ n: number }>(
        "select private.expire_stale_topups(p_now => now() + interval '1 day', p_user => $1) as n",
        [FAN.id],
      );
      expect(later[0]?.n).toBe(2);
    } finally {
      await db.query('rollback');
    }
  });

  it('shows the fan subscriber-only and bought media, and paid messages locked or unlocked', async () => {
    const { client } = await signIn(FAN.email, FAN.password);
    const luna = await client
      .from('post_cards')
      .select('access, locked_media_path')
      .eq('user_id', CREATOR.id)
      .neq('access', 'public');
    expect(luna.data?.map((p) => p.access).sort()).toEqual(['ppv', 'subscribers', 'subscribers']);
    expect(luna.data?.every((p) => p.locked_media_path !== null)).toBe(true);
    const path = luna.data?.[0]?.locked_media_path ?? '';
    const signed = await client.storage.from('locked-media').createSignedUrl(path, 60);
    expect((await fetch(signed.data?.signedUrl ?? '')).status).toBe(200);

    const paid = await client.from('messages').select('id, price_cents, media_url').not('price_cents', 'is', null);
    expect(paid.data?.length).toBe(2);
    expect(paid.data?.every((m) => m.media_url === null)).toBe(true);
    const unlocked = await client.from('locked_message_media').select('message_id, media_path');
    expect(unlocked.data).toHaveLength(1);
    expect(
      (await client.storage.from('locked-media').createSignedUrl(unlocked.data?.[0]?.media_path ?? '', 60)).error,
    ).toBeNull();
  });

  it('plays the subscriber-only video in the video feed for a subscriber, and for nobody else', async () => {
    const alex = (await signIn(FAN.email, FAN.password)).client;
    const sam = (await signIn(FAN2.email, FAN2.password)).client;
    const feedOf = async (client: typeof alex) =>
      ((await client.rpc('get_video_feed', { page_size: 100 })).data ?? []) as Array<{
        id: string;
        access: string;
        media_url: string | null;
        locked_media_path: string | null;
      }>;

    // Allowed: Alex subscribes to Luna, so her subscriber-only video plays for him.
    const mine = (await feedOf(alex)).find((v) => v.id === LUNA_SUB_VIDEO);
    expect(mine).toMatchObject({ access: 'subscribers', media_url: null });
    const file = mine?.locked_media_path ?? '';
    expect(file).toMatch(new RegExp(`^${CREATOR.id}/\\d+\\.mp4$`));
    const signed = await alex.storage.from('locked-media').createSignedUrl(file, 60);
    const res = await fetch(signed.data?.signedUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(path.join(STORAGE, 'locked-media', file)))).toBe(
      true,
    );
    // Its poster frame sits next to it in the private bucket, under the same rule.
    const poster = await alex.storage.from('locked-media').createSignedUrl(file.replace(/\.mp4$/, '.jpg'), 60);
    expect((await fetch(poster.data?.signedUrl ?? '')).headers.get('content-type')).toBe('image/jpeg');

    // Refused: Sam does not subscribe to Luna. The feed leaves the video out, the post card
    // keeps its path, and storage will not sign it; Sam gets Hana's, whom he subscribes to.
    const samFeed = await feedOf(sam);
    expect(samFeed.map((v) => v.id)).not.toContain(LUNA_SUB_VIDEO);
    expect(samFeed.find((v) => v.id === HANA_SUB_VIDEO)?.locked_media_path).toMatch(/\.mp4$/);
    const card = await sam.from('post_cards').select('is_locked, locked_media_path').eq('id', LUNA_SUB_VIDEO).single();
    expect(card.data).toEqual({ is_locked: true, locked_media_path: null });
    const denied = await sam.storage.from('locked-media').createSignedUrl(file, 60);
    expect(denied.data).toBeNull();
    expect(denied.error).not.toBeNull();
  });

  it('gives the second fan a failed renewal, a refunded top-up and a bought paid video', async () => {
    const { client } = await signIn(FAN2.email, FAN2.password);
    const subs = await client.from('subscriptions').select('status');
    expect([...new Set((subs.data ?? []).map((s) => s.status))].sort()).toEqual(['active', 'expired']);
    const kinds = await historyKinds(client);
    for (const k of [
      'topup:completed',
      'topup_reversal:completed',
      'subscription:completed',
      'message_unlock:completed',
      'tip:completed',
    ])
      expect(kinds).toContain(k);
    const failed = await client.from('notification_cards').select('actor_username').eq('type', 'renewal_failed');
    expect(failed.data).toEqual([{ actor_username: 'kaidraws' }]);
    const bought = await client.from('locked_message_media').select('media_path');
    expect(bought.data).toEqual([{ media_path: expect.stringMatching(/\.mp4$/) }]);
  });

  it('gives the creator earnings, subscribers, sales and payouts, with a balanced ledger', async () => {
    const { client } = await signIn(CREATOR.email, CREATOR.password);
    const earnings = await client.rpc('get_earnings').single<Record<string, number | string>>();
    expect(earnings.data).toMatchObject({
      payout_verification: 'verified',
      paid_out_cents: 3000,
      payouts_in_progress_cents: 2000,
    });
    expect(earnings.data?.gross_cents).toBeGreaterThan(0);
    // Every source of the earnings panel has something to show.
    for (const source of ['subscriptions', 'unlocks', 'messages', 'tips'])
      expect(earnings.data?.[`${source}_count`], source).toBeGreaterThan(0);
    // The payout's notifications say what happened at each step, not its status today.
    const payouts = await client
      .from('notification_cards')
      .select('payout_status, amount_cents')
      .eq('type', 'payout')
      .order('created_at');
    expect(payouts.data).toEqual([
      { payout_status: 'processing', amount_cents: 3000 },
      { payout_status: 'paid', amount_cents: 3000 },
      { payout_status: 'processing', amount_cents: 2000 },
    ]);
    // The latest (the operator is processing the second payout) is among the 30 the screen shows.
    const screen = await client
      .from('notification_cards')
      .select('type, payout_status, amount_cents')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(30);
    expect(screen.data).toContainEqual({ type: 'payout', payout_status: 'processing', amount_cents: 2000 });
    expect((await client.rpc('get_subscribers')).data?.length).toBeGreaterThan(0);
    expect((await client.from('post_sales').select('unlock_count')).data).toEqual([{ unlock_count: 1 }]);
    const { rows } = await db.query('select * from ledger.check_invariants()');
    expect(rows).toEqual([]);
  });
});
