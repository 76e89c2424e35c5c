-- Payout details (issue 19 §4, last sentence): where a creator's payouts go — the account holder, the bank
-- account's country and its IBAN. Payouts are SEPA transfers in euros (docs/decisions.md), so the country is a
-- SEPA country and the IBAN must be one of its IBANs: format, the country's length and the ISO 13616 mod-97
-- check digits, in the table itself. Any creator may save them (verification comes before the first payout, not
-- before the bank details, as on OnlyFans); saving, changing or removing them needs an aal2 session when the
-- creator has a verified authenticator (private.require_aal2, VM014). The owner reads everything but the full
-- IBAN (its last four characters are a column of their own); operators (service role) read it to pay.

-- The ISO 13616 IBAN lengths of the SEPA countries, the countries payouts go to.
create function private.sepa_iban_length(p_country text) returns integer
language sql immutable set search_path = '' as $$
  select ('{"AD":24,"AT":20,"BE":16,"BG":22,"CH":21,"CY":28,"CZ":24,"DE":22,"DK":18,"EE":20,"ES":24,"FI":18,'
          '"FR":27,"GB":22,"GR":27,"HR":21,"HU":28,"IE":22,"IS":26,"IT":27,"LI":21,"LT":20,"LU":20,"LV":21,'
          '"MC":27,"MT":31,"NL":18,"NO":15,"PL":28,"PT":25,"RO":24,"SE":24,"SI":19,"SK":24,"SM":27,"VA":22}'::jsonb
          ->> p_country)::integer;
$$;

-- True for an IBAN (upper case, no spaces) of a SEPA country: its length and the mod-97 check (ISO 13616:
-- the first four characters moved to the end, letters as 10–35, the number mod 97 must be 1).
create function private.is_valid_iban(p_iban text) returns boolean
language plpgsql immutable set search_path = '' as $$
declare
  rearranged text;
  ch text;
  remainder integer := 0;
begin
  if p_iban is null or p_iban !~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'
     or private.sepa_iban_length(left(p_iban, 2)) is distinct from char_length(p_iban) then
    return false;
  end if;
  rearranged := substr(p_iban, 5) || left(p_iban, 4);
  foreach ch in array regexp_split_to_array(rearranged, '') loop
    if ch between 'A' and 'Z' then
      remainder := (remainder * 100 + ascii(ch) - 55) % 97;
    else
      remainder := (remainder * 10 + ascii(ch) - 48) % 97;
    end if;
  end loop;
  return remainder = 1;
end $$;

comment on function private.is_valid_iban(text) is
  'True for a SEPA-country IBAN (upper case, no spaces) of the country''s length whose ISO 13616 mod-97 check holds.';
revoke execute on function private.sepa_iban_length(text), private.is_valid_iban(text) from public, anon, authenticated;

create table public.payout_details (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  account_holder text not null check (char_length(account_holder) between 2 and 100 and account_holder = btrim(account_holder)),
  country text not null check (private.sepa_iban_length(country) is not null),
  iban text not null check (private.is_valid_iban(iban) and left(iban, 2) = country),
  iban_last4 text generated always as (right(iban, 4)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.payout_details is
  'Where a creator''s payouts go (SEPA transfer). The owner reads all but iban (iban_last4 shows it masked); written only by set_payout_details / delete_payout_details; operators read iban with the service role.';

alter table public.payout_details enable row level security;
revoke all on table public.payout_details from anon, authenticated;
grant select (user_id, account_holder, country, iban_last4, created_at, updated_at) on table public.payout_details to authenticated;
create policy payout_details_select_own on public.payout_details
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Save or change them. Definer (CLIENT_DEFINER_FUNCTIONS): clients have no write grant on the table; the caller
-- comes from auth.uid(), and the aal2 rule runs before anything is written.
create function public.set_payout_details(account_holder text, country text, iban text)
returns table (iban_last4 text, updated_at timestamptz)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_variable
declare
  me uuid := private.require_user();
  holder text := btrim(regexp_replace(coalesce(account_holder, ''), '\s+', ' ', 'g'));
  code text := upper(btrim(coalesce(country, '')));
  number text := upper(regexp_replace(coalesce(iban, ''), '\s', '', 'g'));
begin
  perform private.require_aal2();
  if not exists (select 1 from public.creator_settings cs where cs.user_id = me) then
    raise exception 'Only creators can request payouts.' using errcode = 'VM006';
  end if;
  if char_length(holder) not between 2 and 100 then
    raise exception 'Enter the account holder''s name (2 to 100 characters).' using errcode = '22023', hint = 'account_holder';
  end if;
  if private.sepa_iban_length(code) is null then
    raise exception 'Payouts go to bank accounts in SEPA countries: choose one.' using errcode = '22023', hint = 'country';
  end if;
  if not private.is_valid_iban(number) then
    raise exception 'This IBAN is not valid: check it against your bank statement.' using errcode = '22023', hint = 'iban',
      detail = json_build_object('length', private.sepa_iban_length(left(number, 2)))::text;
  end if;
  if left(number, 2) <> code then
    raise exception 'This IBAN belongs to another country than the one chosen.' using errcode = '22023', hint = 'iban';
  end if;
  insert into public.payout_details as d (user_id, account_holder, country, iban)
  values (me, holder, code, number)
  on conflict (user_id) do update
    set account_holder = excluded.account_holder, country = excluded.country, iban = excluded.iban, updated_at = now();
  return query select d.iban_last4, d.updated_at from public.payout_details d where d.user_id = me;
end $$;

comment on function public.set_payout_details(text, text, text) is
  'Creators: save where payouts go (holder, SEPA country, IBAN; spaces and case in the IBAN are ignored); returns the IBAN''s last four characters and the time saved. Needs aal2 with a verified factor. Errors: VM014 code needed, VM006 not a creator, 22023 (hint account_holder|country|iban).';

-- Remove them. Not while a payout is on its way: our team pays it to these details.
create function public.delete_payout_details()
returns boolean
language plpgsql volatile security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
begin
  perform private.require_aal2();
  if exists (select 1 from public.payout_requests p where p.creator_id = me and p.status in ('requested', 'processing')) then
    raise exception 'A payout is on its way to this account: you can change the details, or remove them once it is paid.'
      using errcode = 'VM016';
  end if;
  delete from public.payout_details d where d.user_id = me;
  return found;
end $$;

comment on function public.delete_payout_details() is
  'Remove the caller''s payout details (true if there were any). Needs aal2 with a verified factor. Errors: VM014 code needed, VM016 a payout is in progress.';

revoke execute on function public.set_payout_details(text, text, text), public.delete_payout_details() from public, anon;
grant execute on function public.set_payout_details(text, text, text), public.delete_payout_details() to authenticated;

-- Redefined from 20261123201900_earnings_payout_rpcs.sql (its newest body): no payout without payout details
-- (VM015), checked after the identity verification (VM011).
create or replace function private.request_payout(p_creator uuid, p_amount bigint, p_key text, p_now timestamptz)
returns public.payout_requests
language plpgsql volatile set search_path = '' as $$
declare
  verification public.payout_verification;
  amount bigint := p_amount;
  payout public.payout_requests;
  op record;
  available_account bigint;
begin
  select cs.payout_verification into verification from public.creator_settings cs where cs.user_id = p_creator;
  if not found then
    raise exception 'Only creators can request payouts.' using errcode = 'VM006';
  end if;
  select * into payout from public.payout_requests p where p.creator_id = p_creator and p.idempotency_key = p_key;
  if found then
    return payout;
  end if;
  if verification <> 'verified' then
    raise exception 'Payouts are available once your identity is verified.' using errcode = 'VM011',
      detail = json_build_object('payout_verification', verification)::text;
  end if;
  if not exists (select 1 from public.payout_details d where d.user_id = p_creator) then
    raise exception 'Add your payout details (where we send the money) before requesting a payout.' using errcode = 'VM015';
  end if;
  available_account := ledger.account_id(p_creator, 'creator_available');
  amount := coalesce(amount, (select a.balance from ledger.accounts a where a.id = available_account));
  if amount < 2000 then
    raise exception 'The minimum payout is €20.00.' using errcode = 'VM008', detail = '{"min_cents":2000}';
  end if;

  insert into public.payout_requests (creator_id, amount_cents, idempotency_key, created_at, updated_at)
  values (p_creator, amount, p_key, p_now, p_now)
  on conflict (creator_id, idempotency_key) do nothing
  returning * into payout;
  if payout.id is null then
    select * into payout from public.payout_requests p where p.creator_id = p_creator and p.idempotency_key = p_key;
    return payout;
  end if;

  select * into op from ledger.open_operation('payout:' || p_creator || ':' || p_key, 'payout', amount, p_now,
    null, p_creator, payout.id);
  if not op.is_new then
    raise exception 'This request key was already used for another request.' using errcode = 'VM007';
  end if;
  begin
    perform ledger.post_legs(op.id, array[row('payout', available_account, ledger.account_id(null, 'payouts'), amount)::ledger.leg]);
  exception when sqlstate 'VM001' or sqlstate 'VM002' then
    raise exception 'You can request at most your available earnings.' using errcode = 'VM012',
      detail = json_build_object('available_cents', (select a.balance from ledger.accounts a where a.id = available_account))::text;
  end;
  return payout;
end $$;

comment on function public.request_payout(bigint, uuid) is
  'Request a payout of amount_cents (null = all available; at least 2000) from available earnings; the amount leaves available at once. Same key again: the same request. Needs an aal2 session when the creator has a verified MFA factor. Errors: VM006 not a creator, VM011 not verified, VM015 no payout details, VM008 below €20, VM012 more than available, VM014 code needed (aal2), VM007.';

comment on function private.require_aal2() is
  'Raises VM014 when the caller has a verified MFA factor and the JWT''s aal claim is not aal2. Called by request_payout(), set_payout_details() and delete_payout_details().';
