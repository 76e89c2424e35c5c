-- Becoming a creator (issue 13 §1): the monthly price range, and what a creator tells us when
-- they apply (pitch, date of birth, country, acceptance of the creator terms). is_creator and
-- subscription_price_cents stay on profiles, where every screen already reads them; the private
-- details live in creator_settings, readable by their owner only and written by become_creator().
-- Payout verification is an operator action (identity checks happen outside the app for now).

-- The price range becomes €4.99–€49.99. Seeded creators are all inside it and keep their
-- prices; any other stored price is moved to the nearest bound rather than dropped, so nobody
-- loses their subscription offer.
update public.profiles
   set subscription_price_cents = least(greatest(subscription_price_cents, 499), 4999)
 where subscription_price_cents is not null and subscription_price_cents not between 499 and 4999;
alter table public.profiles drop constraint if exists profiles_subscription_price_cents_check;
alter table public.profiles add constraint profiles_subscription_price_range
  check (subscription_price_cents between 499 and 4999);
comment on column public.profiles.subscription_price_cents is
  'Monthly subscription price in euro cents, 499–4999 (€4.99–€49.99); null = no subscription offered. Set by become_creator() and update_subscription_price(); current subscribers keep the price they paid until their next renewal.';
comment on column public.profiles.is_creator is
  'Offers subscriptions and paid content and appears in Discover. Set by become_creator(); not client-writable.';

create type public.payout_verification as enum ('unverified', 'pending', 'verified', 'rejected');
comment on type public.payout_verification is
  'Identity verification for payouts, set by an operator: payouts are refused until verified.';

create table public.creator_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  pitch text not null check (char_length(pitch) between 1 and 280 and pitch ~ '[^[:space:]]'),
  date_of_birth date not null check (date_of_birth >= date '1900-01-01'),
  country text not null check (country ~ '^[A-Z]{2}$'),
  terms_accepted_at timestamptz not null,
  payout_verification public.payout_verification not null default 'unverified',
  payout_verification_updated_at timestamptz,
  created_at timestamptz not null default now(),
  constraint creator_settings_adult check (date_of_birth + interval '18 years' <= (terms_accepted_at at time zone 'UTC'))
);

comment on table public.creator_settings is 'What a creator gave when becoming one (become_creator) and their payout verification. Readable by the creator only; written by become_creator() and operators.';
comment on column public.creator_settings.pitch is 'Short pitch from the Become a Creator form (1–280 characters); private to the creator and operators.';
comment on column public.creator_settings.date_of_birth is 'Checked 18+ on the day the creator terms were accepted.';
comment on column public.creator_settings.country is 'ISO 3166-1 alpha-2 code, upper case.';
comment on column public.creator_settings.terms_accepted_at is 'When the creator terms were accepted (server time).';
comment on column public.creator_settings.payout_verification is 'Set by an operator (set_payout_verification); request_payout() refuses until verified.';

alter table public.creator_settings enable row level security;

revoke all on table public.creator_settings from anon, authenticated;
grant select on table public.creator_settings to authenticated;

create policy creator_settings_select_own on public.creator_settings
  for select to authenticated using (user_id = (select auth.uid()));
