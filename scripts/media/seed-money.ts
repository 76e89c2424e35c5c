/**
 * The money section of seed.sql: creator settings, then the demo history of money-plan.ts replayed
 * in time order through the functions the app and the webhook use (the private cores take the
 * user and the time), so the ledger balances by construction. Top-ups go through
 * handle_payment_event with Stripe-shaped events, like the real webhook.
 */
import { CREATORS } from './cast.ts';
import { CREATOR_SETTINGS, MONEY_EVENTS, type TimedEvent } from './money-plan.ts';

const q = (s: string | null | undefined) => (s == null ? 'null' : `'${s.replace(/'/g, "''")}'`);
const at = (minutes: number) => `now() - interval '${Math.round(minutes)} minutes'`;
const u = (id: string | null | undefined) => (id == null ? 'null' : `${q(id)}::uuid`);

function creatorSettings(): string {
  const rows = CREATOR_SETTINGS.map((c) => {
    const i = CREATORS.findIndex((p) => p.id === c.id);
    const joined = at((60 - i) * 24 * 60);
    return `(${q(c.id)}::uuid, ${q(c.pitch)}, ${q(c.dateOfBirth)}::date, ${q(c.country)}, ${joined}, '${c.verification}'::public.payout_verification, ${c.verification === 'unverified' ? 'null' : `${joined} + interval '2 days'`})`;
  });
  return `-- Creator settings (Become a Creator): is_creator and prices are set on the profiles above.
insert into public.creator_settings (user_id, pitch, date_of_birth, country, terms_accepted_at, payout_verification, payout_verification_updated_at)
values
  ${rows.join(',\n  ')};
`;
}

/** A German IBAN (22 characters) whose ISO 13616 check digits are right: bank code 37040044, account `n`. */
export function demoIban(n: number): string {
  const bban = `37040044${String(n).padStart(10, '0')}`;
  // Check digits: 98 − (BBAN + "DE00", letters as 10–35) mod 97.
  const numeric = `${bban}DE00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/** Verified creators have payout details (a payout needs them): their name on a German account. */
function payoutDetails(): string {
  const rows = CREATOR_SETTINGS.filter((c) => c.verification === 'verified').map((c) => {
    const i = CREATORS.findIndex((p) => p.id === c.id);
    const person = CREATORS[i];
    if (!person) throw new Error(`no creator ${c.id}`);
    const saved = at((58 - i) * 24 * 60);
    return `(${q(c.id)}::uuid, ${q(person.name)}, 'DE', ${q(demoIban(532013000 + i))}, ${saved}, ${saved})`;
  });
  return `-- Payout details (Settings › Payout Settings) of the verified creators.
insert into public.payout_details (user_id, account_holder, country, iban, created_at, updated_at)
values
  ${rows.join(',\n  ')};
`;
}

const TOPUP_HELPER = `-- A card top-up as the payments Edge Function and the verified webhook would record it (the
-- webhook's handler with the time it ran, so the history is dated in the past).
create function pg_temp.seed_topup(p_user uuid, p_cents integer, p_key text, p_at timestamptz, p_outcome text)
returns void language plpgsql as $$
declare
  t public.wallet_topups := private.start_topup(p_user, p_cents, 'seed-' || p_key, p_at);
  evt_at bigint := floor(extract(epoch from p_at + interval '2 minutes'));
  id text := replace(p_key, '-', '_');
begin
  if p_outcome = 'pending' then
    return;
  end if;
  perform public.attach_topup_session(t.id, 'cs_seed_' || id);
  if p_outcome = 'declined' then
    perform private.handle_payment_event(jsonb_build_object('id', 'evt_seed_' || id || '_failed',
      'type', 'payment_intent.payment_failed', 'created', evt_at, 'data', jsonb_build_object('object', jsonb_build_object(
        'id', 'pi_seed_' || id, 'object', 'payment_intent', 'metadata', jsonb_build_object('topup_id', t.id),
        'last_payment_error', jsonb_build_object('message', 'Your card was declined.')))), p_at + interval '2 minutes');
    return;
  end if;
  perform private.handle_payment_event(jsonb_build_object('id', 'evt_seed_' || id || '_completed',
    'type', 'checkout.session.completed', 'created', evt_at, 'data', jsonb_build_object('object', jsonb_build_object(
      'id', 'cs_seed_' || id, 'object', 'checkout.session', 'client_reference_id', t.id, 'amount_total', p_cents,
      'currency', 'eur', 'payment_status', 'paid', 'payment_intent', 'pi_seed_' || id))), p_at + interval '2 minutes');
  if p_outcome = 'refunded' then
    perform private.handle_payment_event(jsonb_build_object('id', 'evt_seed_' || id || '_refunded',
      'type', 'charge.refunded', 'created', evt_at + 86400, 'data', jsonb_build_object('object', jsonb_build_object(
        'id', 'ch_seed_' || id, 'object', 'charge', 'payment_intent', 'pi_seed_' || id,
        'amount', p_cents, 'amount_refunded', p_cents, 'refunded', true))), p_at + interval '1 day 2 minutes');
  end if;
end $$;
`;

function event(e: TimedEvent): string {
  const when = at(e.minutesAgo);
  switch (e.kind) {
    case 'topup':
      return `select pg_temp.seed_topup(${u(e.user)}, ${e.cents}, ${q(e.key)}, ${when}, '${e.outcome}');`;
    case 'subscribe':
      return `select private.subscribe(${u(e.fan)}, ${u(e.creator)}, ${q(`seed-${e.key}`)}, null, ${when});`;
    case 'cancel':
      return `select private.cancel_subscription(${u(e.fan)}, ${u(e.creator)}, ${when});`;
    case 'unlock_post':
      return `select private.unlock_post(${u(e.fan)}, ${u(e.post)}, ${q(`seed-${e.key}`)}, null, ${when});`;
    case 'unlock_message':
      return `select private.unlock_message(${u(e.fan)}, ${u(e.message)}, ${q(`seed-${e.key}`)}, null, ${when});`;
    case 'tip':
      return `select private.tip(${u(e.fan)}, ${u(e.creator)}, ${e.cents}, ${q(`seed-${e.key}`)}, ${q(e.note)}, ${u(e.post)}, ${u(e.conversation)}, ${when});`;
    case 'renewals':
      return `select private.run_subscription_renewals(${when});`;
    case 'release':
      return `select private.release_held_earnings(${when});`;
    case 'payout': {
      const request = `select private.request_payout(${u(e.creator)}, ${e.cents}, ${q(`seed-${e.key}`)}, ${when})`;
      const steps = e.then.map(
        (status, i) =>
          `select private.set_payout_status(p.id, '${status}', null, ${at(e.minutesAgo - (i + 1) * 24 * 60)}) from public.payout_requests p where p.creator_id = ${u(e.creator)} and p.idempotency_key = ${q(`seed-${e.key}`)};`,
      );
      return [`${request};`, ...steps].join('\n');
    }
  }
}

export function money(): string {
  return `${creatorSettings()}
${payoutDetails()}
${TOPUP_HELPER}
-- The demo money history, oldest first (scripts/media/money-plan.ts).
${MONEY_EVENTS.map(event).join('\n')}

-- Every ledger rule holds for the demo data (empty = healthy).
do $$
begin
  if exists (select 1 from ledger.check_invariants()) then
    raise exception 'seeded ledger is inconsistent: %', (select string_agg(problem || ': ' || detail, '; ') from ledger.check_invariants());
  end if;
end $$;
`;
}
