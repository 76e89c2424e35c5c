// The money suites that go through the payment functions (money-payments-*.test.ts): a private stack
// with the project's real supabase/ folder (migrations, seed, topup-checkout, stripe-webhook) and its
// own payments sandbox, so holding deliveries, compressing retries, breaking the function's secrets or
// revoking a grant for a moment cannot disturb any other suite. Fans are real accounts signed in
// through auth; they act with supabase-js exactly as the app will.
import { randomUUID } from 'node:crypto';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import type Stripe from 'stripe';
import { expect } from 'vitest';
import { RELAXED_AUTH_RATE_LIMITS } from '../../stack/auth/rate-limit.ts';
import { ledgerProblems } from './money-fixtures.ts';
import { stripeFor, waitUntil } from './payments.ts';
import { startTempStack, type TempStack } from './temp-stack.ts';

export interface Fan {
  id: string;
  email: string;
  client: SupabaseClient;
}

export interface TopupAnswer {
  status: number;
  body: Record<string, unknown>;
}

interface Delivery {
  id: string;
  event: string;
  event_type: string;
  kind: string;
  status: string;
  attempts: Array<{ status: number | null; response_body: string | null }>;
}

export interface Transaction {
  id: string;
  kind: string;
  status: string;
  amount_cents: number;
  detail: string | null;
}

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

/** Long enough for a cold Deno worker on a busy machine; every wait ends as soon as its condition holds. */
export const WAIT_MS = 30_000;

export async function startMoneyStack() {
  const temp: TempStack = await startTempStack(
    { copyRepoSupabase: true },
    // Every fan signs in from 127.0.0.1; retries in seconds instead of 1 min, 10 min, 1 h.
    { authRateLimits: RELAXED_AUTH_RATE_LIMITS, payments: { retryScheduleMs: [300, 600, 1200, 2400, 4800, 9600] } },
  );
  const { stack } = temp;
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  const sandbox = stack.payments.url;
  const stripe: Stripe = stripeFor(sandbox, stack.payments.secretKey);
  const admin = createClient(stack.apiUrl, stack.keys.serviceRoleKey, noSession);
  const sandboxApi = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${sandbox}/sandbox/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const endpoints = await sandboxApi<{ data: Array<{ id: string; url: string }> }>('/endpoints');
  const endpoint = endpoints.data.find((e) => e.url === `${stack.functionsUrl}/stripe-webhook`);
  if (!endpoint) throw new Error('the stack did not register the stripe-webhook function with its sandbox');

  /** A confirmed account (created as an operator would), signed in with its password as the app does. */
  async function fan(prefix = 'fan'): Promise<Fan> {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
    const password = 'password-123';
    const created = await admin.auth.admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: prefix, adult_confirmed: true },
    });
    if (created.error) throw created.error;
    const client = createClient(stack.apiUrl, stack.keys.anonKey, noSession);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return { id: data.user.id, email, client };
  }

  /** The app's call: supabase.functions.invoke('topup-checkout'), status and JSON body either way. */
  async function topUp(
    client: SupabaseClient,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<TopupAnswer> {
    const { data, error } = await client.functions.invoke<Record<string, unknown>>('topup-checkout', {
      body,
      headers,
    });
    if (!error) return { status: 200, body: data ?? {} };
    if (!(error instanceof FunctionsHttpError)) throw error;
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A top-up the function opened: { url, topup_id }, asserting it answered 200. */
  async function openTopup(f: Fan, amountCents: number, key = randomUUID()) {
    const answer = await topUp(f.client, { amount_cents: amountCents, idempotency_key: key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { url: String(answer.body.url), topupId: String(answer.body.topup_id), key };
  }

  async function wallet(f: Fan) {
    const { data, error } = await f.client.rpc('get_wallet').single<{
      balance_cents: number;
      pending_topups_cents: number;
      is_negative: boolean;
    }>();
    if (error) throw error;
    return data;
  }

  const balance = async (f: Fan) => (await wallet(f)).balance_cents;

  /** Waits until the fan's wallet shows `cents` (the webhook landed), failing after WAIT_MS. */
  const balanceBecomes = (f: Fan, cents: number) =>
    waitUntil(
      () => balance(f),
      (b) => b === cents,
      WAIT_MS,
    );

  /** The wallet screen's history (get_transactions), newest first. */
  async function transactions(f: Fan): Promise<Transaction[]> {
    const { data, error } = await f.client.rpc('get_transactions', { page_size: 100 });
    if (error) throw error;
    return data as Transaction[];
  }

  /** The fan's own top-up row, as the wallet reads it (RLS: only their own). */
  async function topupRow(f: Fan, id: string) {
    const { data, error } = await f.client.from('wallet_topups').select('*').eq('id', id).maybeSingle<{
      id: string;
      user_id: string;
      amount_cents: number;
      status: string;
      failure_reason: string | null;
      provider_session_id: string | null;
      provider_payment_intent: string | null;
    }>();
    if (error) throw error;
    return data;
  }

  const topupStatusBecomes = (f: Fan, id: string, status: string) =>
    waitUntil(
      () => topupRow(f, id),
      (row) => row?.status === status,
      WAIT_MS,
    );

  /** How many times the ledger credited (topup) or reversed (topup_reversal) one top-up. */
  async function ledgerOperations(topupId: string) {
    const { rows } = await db.query<{ kind: string; gross_cents: string }>(
      `select kind::text, gross_cents::text from ledger.operations where subject_id = $1 order by occurred_at, id`,
      [topupId],
    );
    return rows.map((r) => ({ kind: r.kind, cents: Number(r.gross_cents) }));
  }

  /** Sandbox events about one object (a session or PaymentIntent id), newest first. */
  const events = (objectId: string, type?: string) =>
    sandboxApi<{ data: Stripe.Event[] }>(`/events?object=${objectId}${type ? `&type=${type}` : ''}`).then(
      (r) => r.data,
    );

  const deliveries = (eventId: string) =>
    sandboxApi<{ data: Delivery[] }>(`/deliveries?event=${eventId}&endpoint=${endpoint!.id}`).then((r) => r.data);

  /** The single event of `type` about `objectId`, once the sandbox has emitted it. */
  async function eventOf(objectId: string, type: string) {
    const found = await waitUntil(
      () => events(objectId, type),
      (list) => list.length > 0,
      WAIT_MS,
    );
    return found[0]!;
  }

  /** Waits until every delivery of the event to the function succeeded (2xx), and returns them. */
  const delivered = (eventId: string, count = 1) =>
    waitUntil(
      () => deliveries(eventId),
      (list) => list.length >= count && list.every((d) => d.status === 'succeeded'),
      WAIT_MS,
    );

  /** The PaymentIntent a paid or attempted session created. */
  async function paymentIntentOf(sessionUrl: string) {
    const session = await stripe.checkout.sessions.retrieve(sessionUrl.split('/').at(-1)!);
    if (typeof session.payment_intent !== 'string') throw new Error(`session ${session.id} has no payment yet`);
    return session.payment_intent;
  }

  return {
    temp,
    stack,
    db,
    stripe,
    sandbox,
    endpointId: endpoint.id,
    sandboxApi,
    fan,
    topUp,
    openTopup,
    wallet,
    balance,
    balanceBecomes,
    transactions,
    topupRow,
    topupStatusBecomes,
    ledgerOperations,
    eventOf,
    deliveries,
    delivered,
    paymentIntentOf,
    /** The ledger still balances, then everything stops. */
    async dispose() {
      try {
        expect(await ledgerProblems(db)).toEqual([]);
      } finally {
        await db.end();
        await temp.dispose();
      }
    },
  };
}

export type MoneyStack = Awaited<ReturnType<typeof startMoneyStack>>;
