// Payout details (issue 19 §4): where a creator's payouts go. Only the owner reads them (never the full IBAN),
// only the RPCs write them, the IBAN is checked in the database (format, length, ISO 13616 mod-97), changing or
// removing them needs aal2 once a factor is verified (VM014), and no payout is requested without them (VM015).
// Through supabase-js as the users, with real sessions from the auth service where aal matters.
import { Secret, TOTP } from 'otpauth';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoRowsChanged, expectRefused, one } from '../support/db-fixtures.ts';
import {
  expectMoneyError,
  fundWallet,
  key,
  ledgerProblems,
  makeCreator,
  runJob,
  VALID_IBAN,
} from '../support/money-fixtures.ts';
import { anonClient, dbClient, mintUser, signedInUser, type TestUser } from '../support/stack-env.ts';

let db: pg.Client;
let fan: TestUser;

beforeAll(async () => {
  db = await dbClient();
  fan = await mintUser(db, {}, 'pd-fan');
  await fundWallet(db, fan.id, 20000);
});
afterAll(async () => {
  expect(await ledgerProblems(db)).toEqual([]);
  await db.end();
});

const details = { account_holder: 'Luna Rivera', country: 'DE', iban: 'de89 3704 0044 0532 0130 00' };
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A creator without payout details (makeCreator gives verified ones details; they are removed here). */
async function creatorWithoutDetails(user: TestUser, verified = true) {
  await makeCreator(db, user.id, 999, verified);
  await db.query('delete from public.payout_details where user_id = $1', [user.id]);
}

describe('payout details', () => {
  it('a creator without a factor saves them at aal1; the owner reads them masked, nobody else at all', async () => {
    const creator = await mintUser(db, {}, 'pd-owner');
    await creatorWithoutDetails(creator, false);
    const saved = await creator.client.rpc('set_payout_details', details);
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual([{ iban_last4: '3000', updated_at: expect.any(String) }]);
    const stored = await one(db, 'select account_holder, country, iban from public.payout_details where user_id = $1', [
      creator.id,
    ]);
    expect(stored).toEqual({ account_holder: 'Luna Rivera', country: 'DE', iban: VALID_IBAN });

    const own = await creator.client.from('payout_details').select('account_holder, country, iban_last4');
    expect(own.data).toEqual([{ account_holder: 'Luna Rivera', country: 'DE', iban_last4: '3000' }]);
    // Not even the owner reads the full IBAN back through the API.
    expectRefused(await creator.client.from('payout_details').select('iban'), '42501');
    expectRefused(await creator.client.from('payout_details').select('*'), '42501');

    // Other users and visitors: nothing.
    expect((await fan.client.from('payout_details').select('user_id, iban_last4')).data).toEqual([]);
    expectRefused(await anonClient().from('payout_details').select('user_id'));
    // Nobody writes the table directly, not even the owner.
    expectRefused(
      await fan.client
        .from('payout_details')
        .insert({ user_id: fan.id, account_holder: 'X Y', country: 'DE' } as never),
    );
    expectRefused(
      await creator.client.from('payout_details').update({ account_holder: 'Eve' }).eq('user_id', creator.id),
    );
    expectNoRowsChanged(await fan.client.from('payout_details').delete().eq('user_id', creator.id).select('user_id'));
    expect(
      (await one(db, 'select count(*)::int as n from public.payout_details where user_id = $1', [creator.id])).n,
    ).toBe(1);
    // The RPCs act on the caller only: a fan (not a creator) is refused and changes nobody's.
    expectMoneyError(await fan.client.rpc('set_payout_details', details), 'VM006');
    expect((await fan.client.rpc('delete_payout_details')).data).toBe(false);
    expect(
      (await one(db, 'select account_holder from public.payout_details where user_id = $1', [creator.id]))
        .account_holder,
    ).toBe('Luna Rivera');
    expectRefused(await anonClient().rpc('set_payout_details', details));

    // Changing and removing them at aal1 is allowed without a factor.
    const changed = await creator.client.rpc('set_payout_details', {
      account_holder: '  Luna   Rivera Ltd ',
      country: 'fr',
      iban: 'FR1420041010050500013M02606',
    });
    expect(changed.error).toBeNull();
    expect((await creator.client.from('payout_details').select('account_holder, country, iban_last4')).data).toEqual([
      { account_holder: 'Luna Rivera Ltd', country: 'FR', iban_last4: '2606' },
    ]);
    expect((await creator.client.rpc('delete_payout_details')).data).toBe(true);
    expect((await creator.client.from('payout_details').select('user_id')).data).toEqual([]);
  });

  it('refuses a bad IBAN, a country outside SEPA or not the IBAN’s, and a missing name — in the table too', async () => {
    const creator = await mintUser(db, {}, 'pd-bad');
    await creatorWithoutDetails(creator);
    const refused = async (change: Partial<typeof details>, hint: string) => {
      const res = await creator.client.rpc('set_payout_details', { ...details, ...change });
      expectRefused(res, '22023');
      expect(res.error?.hint).toBe(hint);
    };
    await refused({ iban: 'DE89370400440532013001' }, 'iban'); // check digits wrong
    await refused({ iban: 'DE8937040044053201300' }, 'iban'); // one character short for Germany
    await refused({ iban: 'DE89 3704 0044 0532 0130 0!' }, 'iban');
    await refused({ iban: '' }, 'iban');
    await refused({ iban: 'FR1420041010050500013M02606' }, 'iban'); // valid, but French while Germany is chosen
    await refused({ country: 'US', iban: 'US00123' }, 'country');
    await refused({ account_holder: ' ' }, 'account_holder');
    expect((await creator.client.from('payout_details').select('user_id')).data).toEqual([]);
    // The table's own checks hold even for the superuser.
    await expect(
      db.query(
        `insert into public.payout_details (user_id, account_holder, country, iban) values ($1, 'A B', 'DE', $2)`,
        [creator.id, 'DE89370400440532013001'],
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('with a verified factor, saving, changing and removing need the code (aal2)', async () => {
    const creator = await signedInUser({}, 'pd-mfa');
    await creatorWithoutDetails(creator);
    const enrolled = await creator.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' });
    if (enrolled.data?.type !== 'totp') throw new Error('no factor');
    const { id: factorId, totp } = enrolled.data;
    expect(
      (await creator.client.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret) })).error,
    ).toBeNull();
    // The session that verified is aal2: it saves.
    expect((await creator.client.rpc('set_payout_details', details)).error).toBeNull();

    // Another device with the password only (aal1): every write refused, nothing changed.
    const device = anonClient();
    await device.auth.signInWithPassword({ email: creator.email, password: creator.password });
    const change = await device.rpc('set_payout_details', { ...details, account_holder: 'Eve Attacker' });
    expectMoneyError(change, 'VM014');
    expect(JSON.parse(change.error?.details ?? '{}')).toEqual({ required_aal: 'aal2' });
    expectMoneyError(await device.rpc('delete_payout_details'), 'VM014');
    expect((await device.from('payout_details').select('account_holder')).data).toEqual([
      { account_holder: 'Luna Rivera' },
    ]);

    // With the code the same device changes and removes them.
    expect((await device.auth.mfa.challengeAndVerify({ factorId, code: codeFor(totp.secret, 1) })).error).toBeNull();
    expect((await device.rpc('set_payout_details', { ...details, account_holder: 'Luna R.' })).error).toBeNull();
    expect((await device.from('payout_details').select('account_holder')).data).toEqual([
      { account_holder: 'Luna R.' },
    ]);
    expect((await device.rpc('delete_payout_details')).data).toBe(true);
  });
});

describe('payouts need payout details', () => {
  it('refuses a payout without them (VM015), allows it with them, and keeps them while it is on its way', async () => {
    const creator = await mintUser(db, {}, 'pd-payee');
    await creatorWithoutDetails(creator);
    expect(
      (await fan.client.rpc('tip', { creator_id: creator.id, amount_cents: 5000, idempotency_key: key() })).error,
    ).toBeNull();
    await runJob(db, 'release_held_earnings', '7 days 1 minute', creator.id);

    const refused = await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expectMoneyError(refused, 'VM015');
    expect(refused.error?.message).toBe(
      'Add your payout details (where we send the money) before requesting a payout.',
    );
    expect((await creator.client.from('payout_requests').select('id')).data).toEqual([]);

    expect((await creator.client.rpc('set_payout_details', details)).error).toBeNull();
    const payout = await creator.client.rpc('request_payout', { amount_cents: 2000, idempotency_key: key() });
    expect(payout.error).toBeNull();
    // Our team pays to these details: they can be changed but not removed until it is paid.
    expectMoneyError(await creator.client.rpc('delete_payout_details'), 'VM016');
    expect(
      (await creator.client.rpc('set_payout_details', { ...details, account_holder: 'Luna Rivera GmbH' })).error,
    ).toBeNull();
    await db.query(`select private.set_payout_status($1, 'processing', null, now())`, [payout.data.id]);
    expectMoneyError(await creator.client.rpc('delete_payout_details'), 'VM016');
    await db.query(`select private.set_payout_status($1, 'paid', null, now())`, [payout.data.id]);
    expect((await creator.client.rpc('delete_payout_details')).data).toBe(true);
  });

  it('the IBAN helpers are not callable by clients', async () => {
    const creator = await mintUser(db, {}, 'pd-probe');
    expectRefused(await creator.client.schema('private' as 'public').rpc('is_valid_iban', { p_iban: VALID_IBAN }));
    const { rows } = await db.query(
      `select has_function_privilege('authenticated', 'private.is_valid_iban(text)', 'execute') as a,
              private.is_valid_iban('GB82WEST12345698765432') as gb, private.is_valid_iban('NO9386011117947') as no,
              private.is_valid_iban('GB82WEST12345698765433') as bad`,
    );
    expect(rows[0]).toEqual({ a: false, gb: true, no: true, bad: false });
  });
});
