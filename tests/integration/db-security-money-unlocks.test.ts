// Money, part 2: pay-per-view posts and paid messages (issue 13 §4, §5, §10). The price comes
// from the database, nobody pays twice, concurrent taps against a balance that covers one unlock
// succeed exactly once, and the locked file is readable (row, signed URL, download) by the
// author and the buyer only — through every API.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, insertConversation } from '../support/db-fixtures.ts';
import {
  balance,
  expectMoneyError,
  fundWallet,
  key,
  ledgerProblems,
  lockedPost,
  makeCreator,
} from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let creator: TestUser;
let fan: TestUser;
let stranger: TestUser;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const purchases = async (fanId: string) =>
  (await db.query('select post_id, message_id, price_cents from public.purchases where fan_id = $1', [fanId])).rows;

/** A pay-per-view post whose image really is in locked-media (uploaded by the creator). */
async function ppvWithFile(priceCents: number) {
  const path = `${creator.id}/${Date.now()}${Math.floor(Math.random() * 1e6)}.png`;
  expect(
    (await creator.client.storage.from('locked-media').upload(path, PNG, { contentType: 'image/png' })).error,
  ).toBeNull();
  return lockedPost(db, creator.id, { priceCents, path });
}
async function canSign(user: TestUser, path: string) {
  const r = await user.client.storage.from('locked-media').createSignedUrl(path, 60);
  if (r.error) return false;
  return (await fetch(r.data.signedUrl)).status === 200;
}

beforeAll(async () => {
  db = await dbClient();
  [creator, fan, stranger] = await Promise.all([
    mintUser(db, {}, 'ppvcreator'),
    mintUser(db, {}, 'ppvfan'),
    mintUser(db, {}, 'ppvstranger'),
  ]);
  await makeCreator(db, creator.id, 999);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

describe('unlock_post', () => {
  it('charges the price in the database, once, and then shows the media to the buyer only', async () => {
    const { postId, path } = await ppvWithFile(500);
    await fundWallet(db, fan.id, 1000);
    const card = await fan.client
      .from('post_cards')
      .select('access, price_cents, locked_media_path')
      .eq('id', postId)
      .single();
    expect(card.data).toEqual({ access: 'ppv', price_cents: 500, locked_media_path: null });
    expect(await canSign(fan, path)).toBe(false);

    const bought = await fan.client.rpc('unlock_post', {
      post_id: postId,
      idempotency_key: key(),
      expected_price_cents: 500,
    });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({
      item_id: postId,
      price_cents: 500,
      charged: true,
      media_path: path,
      wallet_balance_cents: 500,
    });
    expect(await balance(db, fan.id)).toBe(500);
    // The fee is its own leg: 20% to the platform, the rest held for the creator.
    expect(await balance(db, creator.id, 'creator_pending')).toBe(400);

    const after = await fan.client.from('post_cards').select('locked_media_path').eq('id', postId).single();
    expect(after.data?.locked_media_path).toBe(path);
    expect(await canSign(fan, path)).toBe(true);
    expect((await fan.client.storage.from('locked-media').download(path)).error).toBeNull();
    // Refused: someone who did not buy it.
    expect(await canSign(stranger, path)).toBe(false);
    expect((await stranger.client.from('locked_post_media').select('*').eq('post_id', postId)).data).toEqual([]);
    expect((await anonClient().storage.from('locked-media').createSignedUrl(path, 60)).error).not.toBeNull();

    // Never twice: a retried tap (same or new key) returns the purchase without a charge.
    const again = await fan.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() });
    expect(again.data).toMatchObject({ charged: false, purchase_id: bought.data.purchase_id });
    expect(await balance(db, fan.id)).toBe(500);

    // Forever: the creator changing the price takes nothing away.
    expect(
      (await creator.client.from('posts').update({ price_cents: 9000 }).eq('id', postId).select()).data,
    ).toHaveLength(1);
    expect(await canSign(fan, path)).toBe(true);
  });

  it('refuses a price named by the request: the stored price wins or the call fails', async () => {
    const { postId } = await lockedPost(db, creator.id, { priceCents: 700 });
    await fundWallet(db, stranger.id, 5000);
    // There is no price argument to send.
    const forged = await stranger.client.rpc('unlock_post', {
      post_id: postId,
      idempotency_key: key(),
      price_cents: 1,
    });
    expectRefused(forged, 'PGRST202');
    // A stale price shown in the UI is refused, with the real price for the UI to show.
    const stale = await stranger.client.rpc('unlock_post', {
      post_id: postId,
      idempotency_key: key(),
      expected_price_cents: 100,
    });
    expectMoneyError(stale, 'VM003');
    expect(JSON.parse(stale.error?.details ?? '{}')).toEqual({ price_cents: 700 });
    expect(await purchases(stranger.id)).toEqual([]);
    expect(await balance(db, stranger.id)).toBe(5000);
  });

  it('refuses unlocking without paying, and selling what is not for sale', async () => {
    const broke = await mintUser(db, {}, 'broke');
    const { postId, path } = await ppvWithFile(300);
    const short = await broke.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() });
    expectMoneyError(short, 'VM001');
    expect(JSON.parse(short.error?.details ?? '{}')).toEqual({ balance_cents: 0, short_cents: 300 });
    expectRefused(
      await broke.client
        .from('purchases')
        .insert({ fan_id: broke.id, creator_id: creator.id, post_id: postId, price_cents: 1 }),
      '42501',
    );
    expect(await purchases(broke.id)).toEqual([]);
    expect(await canSign(broke, path)).toBe(false);

    const { postId: subscribersOnly } = await lockedPost(db, creator.id, { priceCents: null });
    await fundWallet(db, broke.id, 1000);
    expectMoneyError(
      await broke.client.rpc('unlock_post', { post_id: subscribersOnly, idempotency_key: key() }),
      'VM004',
    );
    expectMoneyError(await creator.client.rpc('unlock_post', { post_id: postId, idempotency_key: key() }), 'VM005');
    expectRefused(await broke.client.rpc('unlock_post', { post_id: randomUUID(), idempotency_key: key() }), 'P0002');
    expectRefused(await anonClient().rpc('unlock_post', { post_id: postId, idempotency_key: key() }), '42501');
  });

  it('refuses reusing one request key for a different purchase', async () => {
    const buyer = await mintUser(db, {}, 'keyreuse');
    await fundWallet(db, buyer.id, 5000);
    const [a, b] = await Promise.all([
      lockedPost(db, creator.id, { priceCents: 200 }),
      lockedPost(db, creator.id, { priceCents: 200 }),
    ]);
    const k = key();
    expect((await buyer.client.rpc('unlock_post', { post_id: a.postId, idempotency_key: k })).data.charged).toBe(true);
    expectMoneyError(await buyer.client.rpc('unlock_post', { post_id: b.postId, idempotency_key: k }), 'VM007');
    expect(await balance(db, buyer.id)).toBe(4800);
  });

  it('20 concurrent unlocks against a balance that covers one: exactly one succeeds', async () => {
    const buyer = await mintUser(db, {}, 'racer');
    await fundWallet(db, buyer.id, 600);
    const posts = await Promise.all(Array.from({ length: 20 }, () => lockedPost(db, creator.id, { priceCents: 500 })));
    const results = await Promise.all(
      posts.map((p) => buyer.client.rpc('unlock_post', { post_id: p.postId, idempotency_key: key() })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === 'VM001')).toHaveLength(19);
    expect(await purchases(buyer.id)).toHaveLength(1);
    expect(await balance(db, buyer.id)).toBe(100);

    // The same post tapped 20 times at once (each with its own key): charged once.
    const twin = await mintUser(db, {}, 'doubletap');
    await fundWallet(db, twin.id, 5000);
    const one = await lockedPost(db, creator.id, { priceCents: 500 });
    const taps = await Promise.all(
      Array.from({ length: 20 }, () => twin.client.rpc('unlock_post', { post_id: one.postId, idempotency_key: key() })),
    );
    expect(taps.map((t) => t.error)).toEqual(Array(20).fill(null));
    expect(taps.filter((t) => t.data.charged)).toHaveLength(1);
    expect(await balance(db, twin.id)).toBe(4500);
  });
});

describe('paid messages', () => {
  let convo: string;
  let path: string;
  let messageId: string;

  beforeAll(async () => {
    convo = await insertConversation(db, creator.id, fan.id);
    path = `${creator.id}/${Date.now()}msg.png`;
    expect(
      (await creator.client.storage.from('locked-media').upload(path, PNG, { contentType: 'image/png' })).error,
    ).toBeNull();
    const sent = await creator.client.rpc('send_paid_message', {
      conversation_id: convo,
      media_type: 'image',
      media_path: path,
      price_cents: 250,
      content: 'Something special',
      media_width: 1,
      media_height: 1,
    });
    expect(sent.error).toBeNull();
    messageId = sent.data.id as string;
  });

  it('shows the recipient the price and caption but never the path until they unlock it', async () => {
    const row = await fan.client.from('messages').select('*').eq('id', messageId).single();
    expect(row.data).toMatchObject({
      media_type: 'image',
      media_url: null,
      price_cents: 250,
      content: 'Something special',
    });
    expect(JSON.stringify(row.data)).not.toContain(path.split('/')[1]);
    expect((await fan.client.from('locked_message_media').select('*').eq('message_id', messageId)).data).toEqual([]);
    expect(await canSign(fan, path)).toBe(false);

    await fundWallet(db, fan.id, 1000);
    const bought = await fan.client.rpc('unlock_message', { message_id: messageId, idempotency_key: key() });
    expect(bought.error).toBeNull();
    expect(bought.data).toMatchObject({ charged: true, price_cents: 250, media_path: path });
    expect(
      (await fan.client.from('locked_message_media').select('media_path').eq('message_id', messageId)).data,
    ).toEqual([{ media_path: path }]);
    expect(await canSign(fan, path)).toBe(true);
    expect(
      (await fan.client.rpc('unlock_message', { message_id: messageId, idempotency_key: key() })).data.charged,
    ).toBe(false);
  });

  it('refuses outsiders, non-creators setting prices, and paid messages without media', async () => {
    await fundWallet(db, stranger.id, 1000);
    expectRefused(
      await stranger.client.rpc('unlock_message', { message_id: messageId, idempotency_key: key() }),
      'P0002',
    );
    expect(await canSign(stranger, path)).toBe(false);

    // A fan cannot put a price on a message.
    const fanPath = `${fan.id}/${Date.now()}.png`;
    const priced = await fan.client.rpc('send_paid_message', {
      conversation_id: convo,
      media_type: 'image',
      media_path: fanPath,
      price_cents: 100,
    });
    expectRefused(priced, '42501');
    expectRefused(
      await fan.client
        .from('messages')
        .insert({ conversation_id: convo, content: 'pay me', media_type: 'image', price_cents: 100 }),
      '42501',
    );
    expectRefused(
      await creator.client.from('messages').insert({ conversation_id: convo, content: 'free text', price_cents: 100 }),
      '23514',
    );
    // Tips are written by tip() only.
    expectRefused(
      await fan.client.from('messages').insert({ conversation_id: convo, content: 'x', tip_cents: 500 }),
      '42501',
    );
  });

  it('never publishes a locked path through realtime', async () => {
    const { rows } = await db.query(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public'`,
    );
    const published = rows.map((r) => r.tablename as string);
    expect(published).not.toContain('locked_post_media');
    expect(published).not.toContain('locked_message_media');
    expect(published).not.toContain('posts');
    // Published message rows of paid messages carry no path.
    const { rows: leaks } = await db.query(
      'select count(*)::int as n from public.messages where price_cents is not null and media_url is not null',
    );
    expect(leaks[0].n).toBe(0);
  });
});
