// Helpers for the money suites: wallets funded through the real webhook function with
// Stripe-shaped events, creators, locked posts, jobs run at a shifted time, and the ledger's own
// invariant check. Everything here acts as the superuser; the tests act as users.
import { randomUUID } from 'node:crypto';
import type { PostgrestError } from '@supabase/supabase-js';
import type pg from 'pg';
import { expect } from 'vitest';

export const key = () => randomUUID();

/** A Stripe event as the verified webhook hands it over. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomUUID().replace(/-/g, '')}`,
) {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

export const sessionCompleted = (topupId: string, cents: number, pi: string, extra: Record<string, unknown> = {}) =>
  stripeEvent('checkout.session.completed', {
    id: `cs_${pi}`,
    object: 'checkout.session',
    client_reference_id: topupId,
    amount_total: cents,
    currency: 'eur',
    payment_status: 'paid',
    payment_intent: pi,
    ...extra,
  });

export async function handleEvent(db: pg.Client, event: unknown) {
  const { rows } = await db.query<{ outcome: string; topup_id: string | null; topup_status: string | null }>(
    'select * from public.handle_payment_event($1::jsonb)',
    [JSON.stringify(event)],
  );
  return rows[0]!;
}

/** A pending top-up recorded for the user (what start_topup does), returned by id. */
export async function startTopup(db: pg.Client, userId: string, cents: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`select (private.start_topup($1, $2, $3, now())).id`, [
    userId,
    cents,
    key(),
  ]);
  return rows[0]!.id;
}

/** Tops a wallet up through the webhook path (a completed Checkout Session). */
export async function fundWallet(db: pg.Client, userId: string, cents: number): Promise<string> {
  const topupId = await startTopup(db, userId, cents);
  const r = await handleEvent(db, sessionCompleted(topupId, cents, `pi_${randomUUID().replace(/-/g, '')}`));
  expect(r.outcome).toBe('applied');
  return topupId;
}

export async function balance(db: pg.Client, userId: string, kind = 'fan_wallet'): Promise<number> {
  const { rows } = await db.query<{ b: string }>(`select ledger.balance_of($1, $2::ledger.account_kind)::text as b`, [
    userId,
    kind,
  ]);
  return Number(rows[0]!.b);
}

/** Makes a user a creator with a price (and, optionally, verified for payouts, with payout details), as the superuser. */
export async function makeCreator(db: pg.Client, userId: string, priceCents = 999, verified = false) {
  await db.query(
    `insert into public.creator_settings (user_id, pitch, date_of_birth, country, terms_accepted_at, payout_verification)
     values ($1, 'Test creator', '1990-01-01', 'DE', now(), $2)`,
    [userId, verified ? 'verified' : 'unverified'],
  );
  await db.query('update public.profiles set is_creator = true, subscription_price_cents = $2 where id = $1', [
    userId,
    priceCents,
  ]);
  // A verified creator has saved where payouts go (request_payout refuses without it, VM015).
  if (verified) {
    await db.query(
      `insert into public.payout_details (user_id, account_holder, country, iban) values ($1, 'Test Creator', 'DE', $2)`,
      [userId, VALID_IBAN],
    );
  }
}

/** A valid German IBAN (the ISO 13616 example): mod-97 check digits right. */
export const VALID_IBAN = 'DE89370400440532013000';

/** A locked post (subscribers only without a price, pay-per-view with one) and its locked-media path. */
export async function lockedPost(
  db: pg.Client,
  authorId: string,
  opts: { priceCents?: number | null; mediaType?: 'image' | 'video'; path?: string } = {},
): Promise<{ postId: string; path: string }> {
  const path = opts.path ?? `${authorId}/${Date.now()}${Math.floor(Math.random() * 1e6)}.jpg`;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.posts (user_id, content, media_type, is_locked, price_cents)
     values ($1, 'locked post', $2::public.post_media_type, true, $3) returning id`,
    [authorId, opts.mediaType ?? 'image', opts.priceCents ?? null],
  );
  const postId = rows[0]!.id;
  await db.query('insert into public.locked_post_media (post_id, user_id, media_path) values ($1, $2, $3)', [
    postId,
    authorId,
    path,
  ]);
  return { postId, path };
}

/** Runs a scheduled job at a shifted time, limited to one user's rows (suites share a database). */
export async function runJob(
  db: pg.Client,
  job: 'run_subscription_renewals' | 'release_held_earnings',
  shift: string,
  userId: string,
) {
  const { rows } = await db.query(`select * from private.${job}(now() + $1::interval, $2)`, [shift, userId]);
  return rows[0] as Record<string, unknown>;
}

/** The ledger's invariants (empty = every transfer sums to zero, every cached balance matches). */
export async function ledgerProblems(db: pg.Client): Promise<string[]> {
  const { rows } = await db.query<{ problem: string; detail: string }>('select * from ledger.check_invariants()');
  return rows.map((r) => `${r.problem}: ${r.detail}`);
}

/** A refused money RPC: the stable code the UI switches on. */
export function expectMoneyError(result: { error: PostgrestError | null; data?: unknown }, code: string) {
  expect(result.error, `expected ${code}`).not.toBeNull();
  expect(result.error?.code).toBe(code);
}
