import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import pg from 'pg';
import { adminClient, type ApiClient } from './api.ts';
import { e2eEnv } from './env.ts';

/*
 * Money set-up for the creator specs, each step as the real actor would take it: a fan tops up
 * through the topup-checkout function and pays on the payments sandbox (whose signed webhook
 * credits the wallet), buys as themselves; operators' steps go through the service role.
 */

/** Tops the fan's wallet up by `cents` with the 4242 test card and waits until the webhook credited it. */
export async function fundWallet(fan: ApiClient, cents: number): Promise<void> {
  const before = await walletBalance(fan);
  const { data, error } = await fan.functions.invoke<{ url: string; topup_id: string }>('topup-checkout', {
    body: { amount_cents: cents, idempotency_key: randomUUID() },
  });
  if (error || !data) throw new Error(`topup-checkout failed: ${error?.message ?? 'no data'}`);
  const sessionId = new URL(data.url).pathname.split('/').at(-1);
  const paid = await fetch(`${e2eEnv('E2E_PAYMENTS_URL')}/sandbox/api/sessions/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ card: '4242424242424242' }),
  });
  if (!paid.ok) throw new Error(`sandbox pay failed: ${paid.status} ${await paid.text()}`);
  await expect.poll(() => walletBalance(fan), { timeout: 20_000 }).toBe(before + cents);
}

async function walletBalance(api: ApiClient): Promise<number> {
  const { data, error } = await api.rpc('get_wallet');
  if (error) throw new Error(`get_wallet failed: ${error.message}`);
  return data[0]?.balance_cents ?? 0;
}

/** Makes the signed-in user a creator through the same RPC the form calls. */
export async function becomeCreator(api: ApiClient, monthlyPriceCents = 999): Promise<void> {
  const { error } = await api.rpc('become_creator', {
    monthly_price_cents: monthlyPriceCents,
    pitch: 'Weekly behind-the-scenes.',
    date_of_birth: '1990-05-01',
    country: 'DE',
    accept_terms: true,
  });
  if (error) throw new Error(`become_creator failed: ${error.message}`);
}

/** The operator verifies the creator's identity (service-role RPC). */
export async function verifyForPayouts(creatorId: string): Promise<void> {
  const { error } = await adminClient().rpc('set_payout_verification', { user_id: creatorId, status: 'verified' });
  if (error) throw new Error(`set_payout_verification failed: ${error.message}`);
}

/**
 * Releases the creator's held earnings as the hourly job will 7 days from now (the job with a
 * shifted time, limited to this creator, so other tests sharing the stack are untouched).
 */
export async function releaseHeldEarnings(creatorId: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eEnv('E2E_DB_URL') });
  await db.connect();
  try {
    await db.query(`select private.release_held_earnings(now() + interval '8 days', $1)`, [creatorId]);
  } finally {
    await db.end();
  }
}
