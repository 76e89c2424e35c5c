// profile_screen and discover_creators (issue 14 §11): one request per screen. The app seeds their
// parts into the caches of the separate requests they replace, so each part must be exactly what
// that request returns to the same caller, locked-media paths included: shown to the entitled
// (the author, an active subscriber), never to anyone else.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectRefused, insertPost } from '../support/db-fixtures.ts';
import { fundWallet, key, ledgerProblems, lockedPost, makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

type Client = TestUser['client'];
type Card = { id: string; locked_media_path: string | null } & Record<string, unknown>;
interface ProfileScreen {
  profile: ({ id: string; username: string } & Record<string, unknown>) | null;
  posts: Card[];
  subscription_offer: Record<string, unknown> | null;
}
interface Discover {
  suggested: Array<{ id: string; is_following: boolean }> | null;
  newest: Array<{ id: string; is_creator: boolean; is_following: boolean; created_at: string }>;
}

let db: pg.Client;
let creator: TestUser;
let subscriber: TestUser;
let stranger: TestUser;
let handle: string;
let locked: { postId: string; path: string };
let publicPostId: string;

async function screenOf(client: Client, h = handle) {
  const r = await client.rpc('profile_screen', { handle: h });
  expect(r.error).toBeNull();
  return r.data as unknown as ProfileScreen;
}

/** What the app asked before: get_profile, the first page of post_cards and, for another user's creator profile, the offer. */
async function separately(client: Client, withOffer: boolean) {
  const profile = await client.rpc('get_profile', { handle }).maybeSingle();
  const posts = await client
    .from('post_cards')
    .select('*')
    .eq('user_id', creator.id)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(50);
  expect(profile.error).toBeNull();
  expect(posts.error).toBeNull();
  const offer = withOffer ? await client.rpc('get_subscription_offer', { creator_id: creator.id }).single() : null;
  expect(offer?.error ?? null).toBeNull();
  // blocked_by_me: whether the caller blocked this profile (issue 19), false for everyone here.
  return { profile: profile.data, posts: posts.data, subscription_offer: offer?.data ?? null, blocked_by_me: false };
}

beforeAll(async () => {
  db = await dbClient();
  [creator, subscriber, stranger] = await Promise.all([
    mintUser(db, {}, 'screencreator'),
    mintUser(db, {}, 'screensub'),
    mintUser(db, {}, 'screenstranger'),
  ]);
  await makeCreator(db, creator.id, 500);
  handle = (await db.query<{ username: string }>('select username from public.profiles where id = $1', [creator.id]))
    .rows[0]!.username;
  publicPostId = await insertPost(db, creator.id, { content: 'free for all' });
  locked = await lockedPost(db, creator.id);
  await fundWallet(db, subscriber.id, 1_000);
  const sub = await subscriber.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
  expect(sub.error).toBeNull();
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('profile_screen', () => {
  it('gives each caller exactly what get_profile, post_cards and get_subscription_offer give them', async () => {
    for (const [client, withOffer] of [
      [creator.client, false], // your own profile has no Join now
      [subscriber.client, true],
      [stranger.client, true],
      [anonClient(), false], // visitors: get_subscription_offer is for signed-in users
    ] as const) {
      expect(await screenOf(client)).toEqual(await separately(client, withOffer));
    }
  });

  it('brings each signed-in viewer their own subscription and wallet in the offer, never another’s', async () => {
    expect((await screenOf(subscriber.client)).subscription_offer).toMatchObject({
      status: 'active',
      price_cents: 500,
      wallet_balance_cents: 500,
    });
    expect((await screenOf(stranger.client)).subscription_offer).toMatchObject({
      status: null,
      wallet_balance_cents: 0,
    });
  });

  it('shows the locked media path to the author and an active subscriber', async () => {
    for (const client of [creator.client, subscriber.client]) {
      const post = (await screenOf(client)).posts.find((p) => p.id === locked.postId);
      expect(post?.locked_media_path).toBe(locked.path);
    }
  });

  it('never shows it to a stranger or a visitor, who still see that the post exists', async () => {
    for (const client of [stranger.client, anonClient()]) {
      const screen = await screenOf(client);
      expect(screen.posts.map((p) => p.id)).toEqual([locked.postId, publicPostId]);
      expect(screen.posts.find((p) => p.id === locked.postId)?.locked_media_path).toBeNull();
      expect(JSON.stringify(screen)).not.toContain(locked.path);
    }
  });

  it('answers an unknown handle with no profile and no posts, and accepts @ and capitals', async () => {
    expect(await screenOf(stranger.client, 'nobody_by_this_name_x')).toEqual({
      profile: null,
      posts: [],
      subscription_offer: null,
      blocked_by_me: false,
    });
    expect((await screenOf(stranger.client, `@${handle.toUpperCase()}`)).profile?.id).toBe(creator.id);
  });
});

describe('discover_creators', () => {
  it('gives the suggestions and the newest creators as the separate requests do', async () => {
    const discover = async () => {
      const r = await stranger.client.rpc('discover_creators', {
        with_suggested: true,
        suggested_limit: 10,
        newest_limit: 50,
      });
      expect(r.error).toBeNull();
      return r.data as unknown as Discover;
    };
    // Other suites add creators and posts meanwhile: compare reads taken while nothing changed (the one-request
    // answer the same before and after the separate requests).
    await vi.waitFor(
      async () => {
        const answer = await discover();
        const suggested = await stranger.client.rpc('get_suggested_creators', { max_count: 10 });
        const newest = await stranger.client
          .from('profile_cards')
          .select('*')
          .eq('is_creator', true)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(50);
        expect(await discover()).toEqual(answer);
        expect(answer.suggested).toEqual(suggested.data);
        expect(answer.newest.map((c) => c.id)).toEqual(newest.data?.map((c) => c.id));
        expect(answer.newest).toEqual(newest.data);
        expect(answer.newest.map((c) => c.id)).toContain(creator.id);
      },
      { timeout: 10_000, interval: 100 },
    );
  });

  it('leaves the suggestions out when the app already has them', async () => {
    const r = await stranger.client.rpc('discover_creators', { with_suggested: false });
    expect(r.error).toBeNull();
    expect((r.data as unknown as Discover).suggested).toBeNull();
  });

  it('shows whom the caller follows as followed in Newest, and never suggests them', async () => {
    // Subscribing already followed the creator (issue 28); the insert keeps the premise either way.
    await db.query('insert into public.follows (follower_id, following_id) values ($1, $2) on conflict do nothing', [
      subscriber.id,
      creator.id,
    ]);
    const r = await subscriber.client.rpc('discover_creators', { newest_limit: 50 });
    expect(r.error).toBeNull();
    const answer = r.data as unknown as Discover;
    expect(answer.suggested?.map((s) => s.id)).not.toContain(creator.id);
    expect(answer.newest.find((c) => c.id === creator.id)?.is_following).toBe(true);
  });

  it('refuses anon', async () => {
    expectRefused(await anonClient().rpc('discover_creators', {}), '42501');
  });
});
