// The video feed plays locked videos to exactly the viewers entitled to them (issue 13 §3, §10):
// the author, an active subscriber (subscriber-only) and the buyer (pay-per-view). Anyone else,
// including a subscriber whose period ended, never gets the row or its locked-media path.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../support/db-fixtures.ts';
import { fundWallet, key, ledgerProblems, lockedPost, makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let creator: TestUser;
let subscriber: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let subVideo: { postId: string; path: string };
let ppvVideo: { postId: string; path: string };
let publicVideoId: string;
/** A cursor just after the newest test video, so parallel suites' newer videos do not push ours off the page. */
let cursor: { before_created_at: string; before_id: string };

type Client = TestUser['client'];
type FeedRow = { id: string; access: string; media_url: string | null; locked_media_path: string | null };
const feedOf = async (client: Client) => {
  const page = await client.rpc('get_video_feed', { ...cursor, page_size: 100 });
  expect(page.error).toBeNull();
  return (page.data ?? []) as FeedRow[];
};
const rowOf = async (client: Client, postId: string) => (await feedOf(client)).find((row) => row.id === postId);

beforeAll(async () => {
  db = await dbClient();
  [creator, subscriber, buyer, stranger] = await Promise.all([
    mintUser(db, {}, 'vidcreator'),
    mintUser(db, {}, 'vidsubscriber'),
    mintUser(db, {}, 'vidbuyer'),
    mintUser(db, {}, 'vidstranger'),
  ]);
  await makeCreator(db, creator.id, 500);
  subVideo = await lockedPost(db, creator.id, { mediaType: 'video', path: `${creator.id}/sub.mp4` });
  ppvVideo = await lockedPost(db, creator.id, { mediaType: 'video', priceCents: 300, path: `${creator.id}/ppv.mp4` });
  const pub = await creator.client
    .from('posts')
    .insert({
      content: 'Free video',
      media_type: 'video',
      media_url: `/storage/v1/object/public/post-media/${creator.id}/free.mp4`,
    })
    .select('id, created_at')
    .single();
  expect(pub.error).toBeNull();
  publicVideoId = pub.data!.id;
  const newest = await one(
    db,
    `select max(created_at) + interval '1 millisecond' as t from public.posts where user_id = $1`,
    [creator.id],
  );
  cursor = { before_created_at: (newest.t as Date).toISOString(), before_id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('get_video_feed with locked videos', () => {
  it('refuses locked videos to everyone not entitled, and shows the public one to all', async () => {
    for (const client of [stranger.client, subscriber.client, buyer.client, anonClient()]) {
      const ids = (await feedOf(client)).map((row) => row.id);
      expect(ids).toContain(publicVideoId);
      expect(ids).not.toContain(subVideo.postId);
      expect(ids).not.toContain(ppvVideo.postId);
    }
  });

  it('plays both to the author, with their locked paths', async () => {
    expect((await rowOf(creator.client, subVideo.postId))?.locked_media_path).toBe(subVideo.path);
    expect((await rowOf(creator.client, ppvVideo.postId))?.locked_media_path).toBe(ppvVideo.path);
  });

  it('shows the subscriber-only video to an active subscriber, not the pay-per-view one', async () => {
    await fundWallet(db, subscriber.id, 1000);
    const sub = await subscriber.client.rpc('subscribe', { creator_id: creator.id, idempotency_key: key() });
    expect(sub.error).toBeNull();
    const row = await rowOf(subscriber.client, subVideo.postId);
    expect(row).toMatchObject({ access: 'subscribers', media_url: null, locked_media_path: subVideo.path });
    expect(await rowOf(subscriber.client, ppvVideo.postId)).toBeUndefined();
    // Still nothing for the stranger.
    expect(await rowOf(stranger.client, subVideo.postId)).toBeUndefined();
  });

  it('shows the pay-per-view video to its buyer only', async () => {
    await fundWallet(db, buyer.id, 1000);
    const bought = await buyer.client.rpc('unlock_post', { post_id: ppvVideo.postId, idempotency_key: key() });
    expect(bought.error).toBeNull();
    expect(await rowOf(buyer.client, ppvVideo.postId)).toMatchObject({
      access: 'ppv',
      locked_media_path: ppvVideo.path,
    });
    expect(await rowOf(buyer.client, subVideo.postId)).toBeUndefined();
    expect(await rowOf(stranger.client, ppvVideo.postId)).toBeUndefined();
  });

  it('drops the subscriber-only video once the subscription has expired', async () => {
    await db.query(
      `update public.subscriptions set current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute'
       where fan_id = $1`,
      [subscriber.id],
    );
    expect(await rowOf(subscriber.client, subVideo.postId)).toBeUndefined();
    expect(await rowOf(subscriber.client, publicVideoId)).toBeDefined();
  });
});
