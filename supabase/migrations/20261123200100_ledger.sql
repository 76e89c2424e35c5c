-- The money ledger (issue 13): double-entry bookkeeping in euro cents, in a schema no client
-- role can reach (no USAGE, no grants; PostgREST does not expose it). Modelled on
-- pgr0ss/pgledger: accounts carry a cached balance and a version, every transfer moves a
-- positive amount between two different accounts, entries record each account's balance after
-- the move, and one function locks every account involved `for update` in ascending id order
-- before it moves anything, so concurrent operations never deadlock on each other.
--
-- Only the product RPCs (security definer, owned by the migration role) and the jobs write here.
-- History is immutable: a correction is a new, reversing operation, never an update.
create schema if not exists ledger;
comment on schema ledger is
  'Double-entry money ledger (accounts, operations, transfers, entries, holds, provider events). No client role has USAGE; written only by the money RPCs and jobs.';
revoke all on schema ledger from public, anon, authenticated;
alter default privileges in schema ledger revoke execute on functions from public;
alter default privileges in schema ledger revoke all on tables from public;

create type ledger.account_kind as enum (
  'fan_wallet', 'creator_pending', 'creator_available', 'platform_revenue', 'provider_clearing', 'payouts'
);
comment on type ledger.account_kind is
  'fan_wallet: a user''s spendable euros. creator_pending: earnings held 7 days. creator_available: earnings that can be paid out. platform_revenue: the 20% fee. provider_clearing: money the card provider collected (negative = owed to users). payouts: money sent to creators.';

create table ledger.accounts (
  id bigint generated always as identity primary key,
  kind ledger.account_kind not null,
  owner_id uuid,
  currency text not null default 'EUR' check (currency = 'EUR'),
  balance bigint not null default 0,
  version bigint not null default 0 check (version >= 0),
  allow_negative boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint accounts_owner_matches_kind check (
    (owner_id is null) = (kind in ('platform_revenue', 'provider_clearing', 'payouts'))
  ),
  constraint accounts_kind_owner_key unique nulls not distinct (kind, owner_id)
);

comment on table ledger.accounts is 'One account per (kind, owner); the platform''s own accounts have no owner. balance is a cache of the sum of the account''s entries.';
comment on column ledger.accounts.owner_id is 'profiles.id of the user the account belongs to. No foreign key: the ledger keeps its history after the account is deleted.';
comment on column ledger.accounts.balance is 'Euro cents; equals the sum of the account''s entries (checked by ledger.check_invariants()).';
comment on column ledger.accounts.version is 'Number of entries posted to the account; entries.account_version numbers them 1..version.';
comment on column ledger.accounts.allow_negative is 'Only provider_clearing may go below zero in normal operation; any other account only through a transfer flagged forced_negative (a refund or chargeback).';
comment on column ledger.accounts.closed_at is 'Set when the owner deleted their account; the history stays.';

create type ledger.operation_kind as enum (
  'topup', 'topup_reversal', 'subscription', 'renewal', 'post_unlock', 'message_unlock', 'tip',
  'earnings_release', 'payout', 'payout_reversal'
);

create table ledger.operations (
  id uuid primary key default gen_random_uuid(),
  idempotency_key text not null unique check (char_length(idempotency_key) between 1 and 200),
  kind ledger.operation_kind not null,
  payer_id uuid,
  payee_id uuid,
  subject_id uuid,
  item_id uuid,
  gross_cents bigint not null check (gross_cents > 0),
  fee_cents bigint not null default 0 check (fee_cents >= 0 and fee_cents <= gross_cents),
  memo text check (memo ~ '^[a-z_]{1,40}$'),
  occurred_at timestamptz not null,
  created_at timestamptz not null default now()
);

comment on table ledger.operations is 'One money event (a top-up, a purchase, a tip, a renewal, a release, a payout, a reversal). Its transfers are the legs; the idempotency key makes a retried request post nothing twice.';
comment on column ledger.operations.idempotency_key is 'Unique: "<kind>:<user id>:<client key>" for requests, derived from the subject for provider events and jobs.';
comment on column ledger.operations.payer_id is 'The user whose wallet pays (or, for top-ups, is credited). No foreign key (history outlives accounts).';
comment on column ledger.operations.payee_id is 'The creator who earns (or, for releases and payouts, whose earnings move).';
comment on column ledger.operations.subject_id is 'The product row: wallet_topups, subscriptions, purchases, tips or payout_requests id.';
comment on column ledger.operations.item_id is 'What was paid for: the post or message id (purchases, tips on a post, chat tips: the tip message).';
comment on column ledger.operations.gross_cents is 'What the payer paid (or the amount moved, for top-ups, releases and payouts).';
comment on column ledger.operations.fee_cents is 'The platform fee leg (floor of 20% of gross for earnings); the creator''s leg is gross - fee.';
comment on column ledger.operations.memo is 'Why, for reversals: refund, chargeback, dispute_won, payout_failed.';
comment on column ledger.operations.occurred_at is 'Business time: now() for requests, the job''s "now" for jobs, the provider''s event time for top-ups.';

create index operations_payer_idx on ledger.operations (payer_id, occurred_at, id);
create index operations_payee_idx on ledger.operations (payee_id, occurred_at, id);
create index operations_subject_idx on ledger.operations (subject_id);

create table ledger.transfers (
  id bigint generated always as identity primary key,
  operation_id uuid not null references ledger.operations (id),
  leg text not null check (leg ~ '^[a-z_]{1,40}$'),
  idempotency_key text not null unique,
  from_account_id bigint not null references ledger.accounts (id),
  to_account_id bigint not null references ledger.accounts (id),
  amount bigint not null,
  forced_negative boolean not null default false,
  created_at timestamptz not null default now(),
  constraint transfers_amount_and_accounts check (amount > 0 and from_account_id <> to_account_id),
  constraint transfers_operation_leg_key unique (operation_id, leg)
);

comment on table ledger.transfers is 'A leg of an operation: amount cents from one account to another. Exactly two entries each (−amount, +amount), so every transfer sums to zero.';
comment on column ledger.transfers.idempotency_key is 'The operation''s key and the leg name; unique, so a leg is never posted twice.';
comment on column ledger.transfers.forced_negative is 'The transfer was allowed to take its source below zero (a refund or chargeback reversing a top-up already spent).';

create index transfers_from_account_idx on ledger.transfers (from_account_id);
create index transfers_to_account_idx on ledger.transfers (to_account_id);

create table ledger.entries (
  id bigint generated always as identity primary key,
  transfer_id bigint not null references ledger.transfers (id),
  account_id bigint not null references ledger.accounts (id),
  amount bigint not null check (amount <> 0),
  balance_after bigint not null,
  account_version bigint not null check (account_version > 0),
  created_at timestamptz not null default now(),
  constraint entries_account_version_key unique (account_id, account_version)
);

comment on table ledger.entries is 'One side of a transfer on one account, with the account''s balance and version after it: an account''s history is the chain of its entries by version.';

create index entries_transfer_idx on ledger.entries (transfer_id);

create table ledger.holds (
  transfer_id bigint primary key references ledger.transfers (id),
  release_at timestamptz not null,
  released_at timestamptz
);

comment on table ledger.holds is 'Earnings credited to a creator_pending account, held until release_at (7 days) and then moved to creator_available by private.release_held_earnings().';

create index holds_due_idx on ledger.holds (release_at) where released_at is null;

alter table ledger.accounts enable row level security;
alter table ledger.operations enable row level security;
alter table ledger.transfers enable row level security;
alter table ledger.entries enable row level security;
alter table ledger.holds enable row level security;
revoke all on all tables in schema ledger from public, anon, authenticated;

-- The platform's own accounts exist from the start. provider_clearing is the source of all
-- top-up money, so it is the one account that goes negative in normal operation.
insert into ledger.accounts (kind, owner_id, allow_negative) values
  ('platform_revenue', null, false),
  ('provider_clearing', null, true),
  ('payouts', null, false);

-- History never changes: corrections are reversing operations.
create function ledger.refuse_history_change() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'ledger history is immutable (post a reversing operation instead)' using errcode = '55000';
end $$;

create trigger operations_immutable before update or delete on ledger.operations
  for each row execute function ledger.refuse_history_change();
create trigger transfers_immutable before update or delete on ledger.transfers
  for each row execute function ledger.refuse_history_change();
create trigger entries_immutable before update or delete on ledger.entries
  for each row execute function ledger.refuse_history_change();
create trigger operations_no_truncate before truncate on ledger.operations
  for each statement execute function ledger.refuse_history_change();
create trigger transfers_no_truncate before truncate on ledger.transfers
  for each statement execute function ledger.refuse_history_change();
create trigger entries_no_truncate before truncate on ledger.entries
  for each statement execute function ledger.refuse_history_change();

-- Checked at commit: a transfer has exactly its two entries, on its two accounts, summing to zero.
-- A deferred trigger runs at commit as whoever is then the current role (the API role, after a
-- money RPC returned), so it runs with its owner's rights to read the ledger.
create function ledger.check_transfer_balanced() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  n integer;
  total bigint;
  matching integer;
begin
  select count(*), coalesce(sum(e.amount), 0),
         count(*) filter (where (e.account_id = new.from_account_id and e.amount = -new.amount)
                             or (e.account_id = new.to_account_id and e.amount = new.amount))
    into n, total, matching
  from ledger.entries e where e.transfer_id = new.id;
  if n <> 2 or total <> 0 or matching <> 2 then
    raise exception 'transfer % is unbalanced (% entries summing to %)', new.id, n, total using errcode = '23514';
  end if;
  return null;
end $$;

create constraint trigger transfers_balanced after insert on ledger.transfers
  deferrable initially deferred
  for each row execute function ledger.check_transfer_balanced();

-- An account of an owner, created on first use. (Two lookups rather than `is not distinct from`,
-- which no index can answer.)
create function ledger.account_id(p_owner uuid, p_kind ledger.account_kind) returns bigint
language plpgsql volatile set search_path = '' as $$
declare
  found_id bigint;
begin
  if p_owner is null then
    select a.id into found_id from ledger.accounts a where a.kind = p_kind and a.owner_id is null;
    return found_id;
  end if;
  select a.id into found_id from ledger.accounts a where a.kind = p_kind and a.owner_id = p_owner;
  if found_id is null then
    insert into ledger.accounts (kind, owner_id) values (p_kind, p_owner)
    on conflict (kind, owner_id) do nothing
    returning id into found_id;
    if found_id is null then
      select a.id into found_id from ledger.accounts a where a.kind = p_kind and a.owner_id = p_owner;
    end if;
  end if;
  return found_id;
end $$;

comment on function ledger.account_id(uuid, ledger.account_kind) is
  'The id of the owner''s account of this kind (null owner = the platform''s account), created if needed.';

-- The balance of an owner's account without creating it (0 when it does not exist yet).
create function ledger.balance_of(p_owner uuid, p_kind ledger.account_kind) returns bigint
language sql stable set search_path = '' as $$
  select coalesce((select a.balance from ledger.accounts a where a.kind = p_kind and a.owner_id = p_owner), 0);
$$;

-- The platform fee: 20% of the gross, rounded down to the cent; the creator gets the remainder,
-- so a creator never receives less than 80%. (20% of whole cents never ends in exactly half a
-- cent, so half-up and half-even rounding would only differ from this by one cent, in the fee.)
create function ledger.platform_fee(p_gross bigint) returns bigint
language sql immutable set search_path = '' as $$
  select (p_gross * 20) / 100;
$$;

comment on function ledger.platform_fee(bigint) is 'Platform fee in cents: floor(gross × 20 / 100). The creator''s share is gross − fee.';

create type ledger.leg as (leg text, from_account_id bigint, to_account_id bigint, amount bigint);

-- Claims an idempotency key for an operation. Returns the operation's id and whether it is new;
-- a caller that gets is_new = false must post nothing (the key was used before). A concurrent
-- caller with the same key waits here until the first transaction ends.
create function ledger.open_operation(
  p_key text,
  p_kind ledger.operation_kind,
  p_gross bigint,
  p_occurred_at timestamptz,
  p_payer uuid default null,
  p_payee uuid default null,
  p_subject uuid default null,
  p_item uuid default null,
  p_fee bigint default 0,
  p_memo text default null,
  out id uuid,
  out is_new boolean
)
language plpgsql volatile set search_path = '' as $$
begin
  insert into ledger.operations (idempotency_key, kind, payer_id, payee_id, subject_id, item_id, gross_cents, fee_cents, memo, occurred_at)
  values (p_key, p_kind, p_payer, p_payee, p_subject, p_item, p_gross, coalesce(p_fee, 0), p_memo, p_occurred_at)
  on conflict (idempotency_key) do nothing
  returning operations.id into id;
  is_new := id is not null;
  if not is_new then
    select o.id into id from ledger.operations o where o.idempotency_key = p_key;
  end if;
end $$;

comment on function ledger.open_operation(text, ledger.operation_kind, bigint, timestamptz, uuid, uuid, uuid, uuid, bigint, text) is
  'Claims an idempotency key: inserts the operation, or returns the existing one with is_new = false.';

-- Posts the legs of an operation: locks every account involved `for update` in ascending id
-- order (so two operations touching the same accounts always queue instead of deadlocking),
-- then moves each amount, records both entries with the balance after, and refuses to take an
-- account below zero unless it allows it or p_force_negative is set (refunds and chargebacks).
-- Errors for the payer: VM002 when the source was already below zero, VM001 when it is short.
create function ledger.post_legs(p_operation uuid, p_legs ledger.leg[], p_force_negative boolean default false)
returns void
language plpgsql volatile set search_path = '' as $$
declare
  op_key text;
  ids bigint[];
  l ledger.leg;
  src ledger.accounts;
  dst ledger.accounts;
  debit bigint;
  locked integer := 0;
  new_transfer bigint;
begin
  select o.idempotency_key into op_key from ledger.operations o where o.id = p_operation;
  if op_key is null then
    raise exception 'operation % does not exist', p_operation using errcode = 'P0002';
  end if;
  if coalesce(cardinality(p_legs), 0) = 0 then
    raise exception 'an operation needs at least one leg' using errcode = '22023';
  end if;

  foreach l in array p_legs loop
    if l.amount is null or l.amount <= 0 or l.from_account_id = l.to_account_id then
      raise exception 'a leg moves a positive amount between two different accounts' using errcode = '23514';
    end if;
  end loop;
  select array_agg(distinct x order by x) into ids
  from (select u.from_account_id as x from unnest(p_legs) u
        union all select u.to_account_id from unnest(p_legs) u) s;

  -- One statement locks every account in ascending id order (the rows come out of the primary
  -- key in order and are locked as they come). Each source must cover all its legs together
  -- (the errors name the whole shortfall).
  for src in select a.* from ledger.accounts a where a.id = any (ids) order by a.id for update loop
    locked := locked + 1;
    debit := 0;
    foreach l in array p_legs loop
      if l.from_account_id = src.id then
        debit := debit + l.amount;
      end if;
    end loop;
    if debit > 0 and src.balance - debit < 0 and not src.allow_negative and not p_force_negative then
      if src.balance < 0 then
        raise exception 'Your wallet is below zero after a refund or chargeback. Top up to settle it before buying.'
          using errcode = 'VM002', detail = json_build_object('balance_cents', src.balance)::text;
      end if;
      raise exception 'Your wallet balance is too low. Top up to continue.'
        using errcode = 'VM001', detail = json_build_object('balance_cents', src.balance, 'short_cents', debit - src.balance)::text;
    end if;
  end loop;
  if locked <> cardinality(ids) then
    raise exception 'an account of this operation does not exist' using errcode = 'P0002';
  end if;

  foreach l in array p_legs loop
    update ledger.accounts a set balance = a.balance - l.amount, version = a.version + 1, updated_at = now()
    where a.id = l.from_account_id
    returning a.* into src;

    update ledger.accounts a set balance = a.balance + l.amount, version = a.version + 1, updated_at = now()
    where a.id = l.to_account_id
    returning a.* into dst;

    insert into ledger.transfers (operation_id, leg, idempotency_key, from_account_id, to_account_id, amount, forced_negative)
    values (p_operation, l.leg, op_key || ':' || l.leg, l.from_account_id, l.to_account_id, l.amount,
            src.balance < 0 and not src.allow_negative)
    returning transfers.id into new_transfer;

    insert into ledger.entries (transfer_id, account_id, amount, balance_after, account_version) values
      (new_transfer, src.id, -l.amount, src.balance, src.version),
      (new_transfer, dst.id, l.amount, dst.balance, dst.version);
  end loop;
end $$;

comment on function ledger.post_legs(uuid, ledger.leg[], boolean) is
  'Moves money for an operation: locks all accounts in id order, updates cached balances and versions, writes transfers and entries. VM001/VM002 when a source would go below zero.';

-- A fan pays a creator: the creator's share to their pending account (held 7 days), the fee to
-- the platform as its own leg.
create function ledger.charge_fan(p_operation uuid, p_fan uuid, p_creator uuid, p_gross bigint, p_occurred_at timestamptz)
returns void
language plpgsql volatile set search_path = '' as $$
declare
  fee bigint := ledger.platform_fee(p_gross);
  wallet bigint := ledger.account_id(p_fan, 'fan_wallet');
  pending bigint := ledger.account_id(p_creator, 'creator_pending');
  legs ledger.leg[];
  share_transfer bigint;
begin
  legs := array[row('creator_share', wallet, pending, p_gross - fee)::ledger.leg];
  if fee > 0 then
    legs := legs || row('platform_fee', wallet, ledger.account_id(null, 'platform_revenue'), fee)::ledger.leg;
  end if;
  perform ledger.post_legs(p_operation, legs);
  select t.id into share_transfer from ledger.transfers t where t.operation_id = p_operation and t.leg = 'creator_share';
  insert into ledger.holds (transfer_id, release_at) values (share_transfer, p_occurred_at + interval '7 days');
end $$;

comment on function ledger.charge_fan(uuid, uuid, uuid, bigint, timestamptz) is
  'Posts a purchase: gross − fee from the fan''s wallet to the creator''s pending account (held until occurred_at + 7 days), the fee to platform_revenue.';

-- Every rule the ledger promises, as rows of problems (empty = healthy). Run by the test suite
-- after everything else and usable by an operator at any time.
create function ledger.check_invariants() returns table (problem text, detail text)
language sql stable set search_path = '' as $$
  select 'transfer_unbalanced', format('transfer %s: %s entries summing to %s', t.id, count(e.id), coalesce(sum(e.amount), 0))
  from ledger.transfers t left join ledger.entries e on e.transfer_id = t.id
  group by t.id
  having count(e.id) <> 2 or coalesce(sum(e.amount), 0) <> 0
  union all
  select 'balance_mismatch', format('account %s (%s): cached %s, entries sum to %s, version %s of %s entries',
         a.id, a.kind, a.balance, coalesce(s.total, 0), a.version, coalesce(s.n, 0))
  from ledger.accounts a
  left join (select e.account_id, sum(e.amount) as total, count(*) as n, max(e.account_version) as top
             from ledger.entries e group by e.account_id) s on s.account_id = a.id
  where a.balance <> coalesce(s.total, 0) or a.version <> coalesce(s.n, 0) or a.version <> coalesce(s.top, 0)
  union all
  select 'broken_chain', format('account %s version %s: balance_after %s does not follow %s',
         c.account_id, c.account_version, c.balance_after, c.previous)
  from (select e.account_id, e.account_version, e.balance_after, e.amount,
               coalesce(lag(e.balance_after) over (partition by e.account_id order by e.account_version), 0) as previous
        from ledger.entries e) c
  where c.balance_after <> c.previous + c.amount
  union all
  select 'unforced_negative', format('account %s (%s) went to %s through transfer %s', a.id, a.kind, e.balance_after, t.id)
  from ledger.entries e
  join ledger.accounts a on a.id = e.account_id
  join ledger.transfers t on t.id = e.transfer_id
  where e.amount < 0 and e.balance_after < 0 and not a.allow_negative and not t.forced_negative
  union all
  select 'operation_without_transfers', format('operation %s (%s)', o.id, o.kind)
  from ledger.operations o
  where not exists (select 1 from ledger.transfers t where t.operation_id = o.id)
  union all
  select 'ledger_not_zero_sum', format('all balances sum to %s', sum(a.balance))
  from ledger.accounts a
  having sum(a.balance) <> 0
  union all
  select 'fee_mismatch', format('operation %s (%s): fee %s, legs %s', o.id, o.kind, o.fee_cents,
         coalesce(sum(t.amount) filter (where t.leg = 'platform_fee'), 0))
  from ledger.operations o join ledger.transfers t on t.operation_id = o.id
  where o.kind in ('subscription', 'renewal', 'post_unlock', 'message_unlock', 'tip')
  group by o.id
  having o.fee_cents <> coalesce(sum(t.amount) filter (where t.leg = 'platform_fee'), 0)
      or o.gross_cents <> sum(t.amount);
$$;

comment on function ledger.check_invariants() is
  'Ledger health: unbalanced transfers, cached balances or versions that differ from the entries, broken balance chains, negative balances not forced by a reversal, empty operations, purchases whose legs differ from gross and fee. Empty = healthy.';

revoke execute on all functions in schema ledger from public, anon, authenticated;
