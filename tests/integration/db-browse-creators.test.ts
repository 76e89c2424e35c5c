// browse_creators (issue 28, UX review m13): Discover's price filter, with Discover's rules (creators
// only, not the caller, nobody blocked either way, nobody hidden from Discover); signed-in callers only.
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../support/db-fixtures.ts';
import { makeCreator } from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let fan: TestUser;
let cheap: TestUser;
let pricey: TestUser;
let blocked: TestUser;
let hidden: TestUser;

async function browse(user: TestUser, min: number | null, max: number | null): Promise<string[]> {
  const r = await user.client.rpc('browse_creators', {
    ...(min === null ? {} : { min_price_cents: min }),
    ...(max === null ? {} : { max_price_cents: max }),
    max_count: 50,
  });
  expect(r.error).toBeNull();
  return ((r.data ?? []) as Array<{ id: string }>).map((c) => c.id);
}

beforeAll(async () => {
  db = await dbClient();
  [fan, cheap, pricey, blocked, hidden] = await Promise.all([
    mintUser(db, {}, 'browsefan'),
    mintUser(db, {}, 'browsecheap'),
    mintUser(db, {}, 'browsepricey'),
    mintUser(db, {}, 'browseblocked'),
    mintUser(db, {}, 'browsehidden'),
  ]);
  await makeCreator(db, cheap.id, 555);
  await makeCreator(db, pricey.id, 4_555);
  await makeCreator(db, blocked.id, 556);
  await makeCreator(db, hidden.id, 557);
  // The fan is a creator too: their own card never shows.
  await makeCreator(db, fan.id, 558);
  expect((await blocked.client.rpc('block_user', { target: fan.id })).error).toBeNull();
  expect(
    (
      await hidden.client.rpc('set_privacy_settings', {
        message_audience: 'everyone',
        show_online: true,
        discoverable: false,
      })
    ).error,
  ).toBeNull();
});
afterAll(async () => {
  await db.end();
});

describe('browse_creators', () => {
  it('returns the creators within the price range', async () => {
    const underTen = await browse(fan, null, 999);
    expect(underTen).toContain(cheap.id);
    expect(underTen).not.toContain(pricey.id);
    const fortyAndUp = await browse(fan, 4_000, null);
    expect(fortyAndUp).toContain(pricey.id);
    expect(fortyAndUp).not.toContain(cheap.id);
  });

  it('leaves out the caller, anyone blocked either way and anyone hidden from Discover', async () => {
    const all = await browse(fan, null, null);
    expect(all).toContain(cheap.id);
    expect(all).not.toContain(fan.id);
    expect(all).not.toContain(blocked.id);
    expect(all).not.toContain(hidden.id);
    // The person who blocked is left out for the other side too.
    expect(await browse(blocked, null, null)).not.toContain(fan.id);
  });

  it('puts the most followed first', async () => {
    const r = await fan.client.rpc('browse_creators', { max_count: 50 });
    const counts = ((r.data ?? []) as Array<{ followers_count: number }>).map((c) => c.followers_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('refuses a visitor', async () => {
    expectRefused(await anonClient().rpc('browse_creators', {}), '42501');
  });
});
