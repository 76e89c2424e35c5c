// Two-factor sign-in (issue 19 §4) in the database: a creator who enrolled a verified TOTP factor
// requests a payout only from a session that entered the code (aal2 in the JWT); one without a
// factor is not asked. Through supabase-js as the creator, with real sessions from the auth service.
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../support/db-fixtures.ts';
import {
  balance,
  expectMoneyError,
  fundWallet,
  key,
  ledgerProblems,
  makeCreator,
  runJob,
} from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, signedInUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let fan: TestUser;

beforeAll(async () => {
  db = await dbClient();
  fan = await mintUser(db, {}, 'mfa-fan');
  await fundWallet(db, fan.id, 20000);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A verified creator (a real account of the auth service) with €40 of available earnings. */
async function creatorWithEarnings() {
  const creator = await signedInUser({}, 'mfa-creator');
  await makeCreator(db, creator.id, 1000, true);
  const tip = await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 5000, idempotency_key: key() });
  expect(tip.error).toBeNull();
  await runJob(db, 'release_held_earnings', '7 days 1 minute', creator.id);
  expect(await balance(db, creator.id, 'creator_available')).toBe(4000);
  return creator;
}

describe('two-factor: payouts need aal2 once a factor is verified', () => {
  it('a creator without a factor requests a payout at aal1', async () => {
    const creator = await creatorWithEarnings();
    const res = await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expect(res.error).toBeNull();
    expect(res.data).toMatchObject({ amount_cents: 2000, status: 'requested' });
  });

  it('with a verified factor, a password-only session is refused (VM014) and the code opens it', async () => {
    const creator = await creatorWithEarnings();
    const enrolled = await creator.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (enrolled.data?.type !== 'totp') throw new Error('no factor');
    const { id: factorId, totp } = enrolled.data;
    // An unverified factor asks for nothing yet.
    const before = await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expect(before.error).toBeNull();
    expect(
      (await creator.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
    ).toBeNull();

    // The same person signs in on another device with the password only: aal1.
    const device = anonClient();
    await device.auth.signInWithPassword({ email: creator.email, password: creator.password });
    const refused = await device.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expectMoneyError(refused, 'VM014');
    expect(refused.error?.message).toBe('Enter the code from your authenticator app to continue.');
    expect(JSON.parse(refused.error?.details ?? '{}')).toEqual({ required_aal: 'aal2' });
    expect(await balance(db, creator.id, 'creator_available')).toBe(2000);
    // Nothing was recorded: only the request made before the factor was verified.
    const { count } = await device.from('payout_requests').select('*', { count: 'exact', head: true });
    expect(count).toBe(1);

    expect((await device.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret, 1) })).error).toBeNull();
    const allowed = await device.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expect(allowed.error).toBeNull();
    expect(await balance(db, creator.id, 'creator_available')).toBe(0);
  });

  it('the helpers are not callable by clients', async () => {
    const creator = await signedInUser({}, 'mfa-probe');
    expectRefused(await creator.client.schema('private' as 'public').rpc('has_verified_factor', { uid: creator.id }));
    expectRefused(await creator.client.schema('private' as 'public').rpc('require_aal2'));
    const { rows } = await db.query(
      `select has_function_privilege('authenticated', 'private.has_verified_factor(uuid)', 'execute') as a,
              has_function_privilege('authenticated', 'private.require_aal2()', 'execute') as b`,
    );
    expect(rows[0]).toEqual({ a: false, b: false });
  });
});
