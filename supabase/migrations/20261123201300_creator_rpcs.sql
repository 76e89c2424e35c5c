-- Becoming a creator and setting the subscription price (issue 13 §1, §2), plus the operator's
-- payout verification. Money RPCs are the one place where clients call security-definer
-- functions: they must write rows clients cannot (is_creator, prices, the ledger), so each takes
-- the user from auth.uid() only, validates everything it is given, and is granted to
-- authenticated alone (docs/decisions.md, Money). Error codes are listed in docs/database.md.

-- The signed-in user with a live profile (a deleted account's token may still be valid).
create function private.require_user() returns uuid
language plpgsql stable set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is null or not exists (select 1 from public.profiles p where p.id = me) then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return me;
end $$;

revoke execute on function private.require_user() from public, anon, authenticated;

create function public.become_creator(
  monthly_price_cents integer,
  pitch text,
  date_of_birth date,
  country text,
  accept_terms boolean
) returns table (
  is_creator boolean,
  subscription_price_cents integer,
  payout_verification public.payout_verification,
  terms_accepted_at timestamptz
)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
  clean_pitch text := btrim(become_creator.pitch);
  clean_country text := upper(btrim(become_creator.country));
begin
  -- Already a creator: nothing changes (a retried submit is not an error).
  if not exists (select 1 from public.creator_settings cs where cs.user_id = me) then
    if become_creator.accept_terms is not true then
      raise exception 'Accept the creator terms to continue.' using errcode = 'VM010';
    end if;
    if become_creator.monthly_price_cents is null or become_creator.monthly_price_cents not between 499 and 4999 then
      raise exception 'The monthly price must be between €4.99 and €49.99.'
        using errcode = 'VM008', detail = '{"min_cents":499,"max_cents":4999}';
    end if;
    if become_creator.date_of_birth is null or become_creator.date_of_birth < date '1900-01-01'
       or become_creator.date_of_birth + interval '18 years' > (now() at time zone 'UTC') then
      raise exception 'You must be at least 18 years old to become a creator.' using errcode = 'VM009';
    end if;
    if clean_country is null or clean_country !~ '^[A-Z]{2}$' then
      raise exception 'Choose your country.' using errcode = '22023', hint = 'country';
    end if;
    if clean_pitch is null or clean_pitch = '' or char_length(clean_pitch) > 280 then
      raise exception 'Write a short pitch (up to 280 characters).' using errcode = '22023', hint = 'pitch';
    end if;

    insert into public.creator_settings (user_id, pitch, date_of_birth, country, terms_accepted_at)
    values (me, clean_pitch, become_creator.date_of_birth, clean_country, now());
    update public.profiles p
       set is_creator = true, subscription_price_cents = become_creator.monthly_price_cents
     where p.id = me;
  end if;

  return query
    select p.is_creator, p.subscription_price_cents, cs.payout_verification, cs.terms_accepted_at
    from public.profiles p join public.creator_settings cs on cs.user_id = p.id
    where p.id = me;
end $$;

comment on function public.become_creator(integer, text, date, text, boolean) is
  'Become a Creator form: makes the caller a creator at once (appears in Discover) with a monthly price of 499–4999 cents. Idempotent: an existing creator is returned unchanged. Errors: VM010 terms, VM008 price, VM009 under 18, 22023 country/pitch (hint names the field).';

create function public.update_subscription_price(monthly_price_cents integer)
returns table (subscription_price_cents integer)
language plpgsql volatile security definer set search_path = '' as $$
#variable_conflict use_column
declare
  me uuid := private.require_user();
begin
  if not exists (select 1 from public.profiles p where p.id = me and p.is_creator) then
    raise exception 'Only creators have a subscription price.' using errcode = 'VM006';
  end if;
  if update_subscription_price.monthly_price_cents is null
     or update_subscription_price.monthly_price_cents not between 499 and 4999 then
    raise exception 'The monthly price must be between €4.99 and €49.99.'
      using errcode = 'VM008', detail = '{"min_cents":499,"max_cents":4999}';
  end if;
  -- Current subscribers keep subscriptions.price_cents until their next renewal.
  return query
    update public.profiles p set subscription_price_cents = update_subscription_price.monthly_price_cents
    where p.id = me
    returning p.subscription_price_cents;
end $$;

comment on function public.update_subscription_price(integer) is
  'Creators: sets the monthly price (499–4999 cents) for new subscribers and for each subscriber''s next renewal; current periods keep the price paid. Errors: VM006 not a creator, VM008 range.';

-- Operator (service role): identity verification for payouts.
create function public.set_payout_verification(user_id uuid, status public.payout_verification)
returns public.creator_settings
language plpgsql volatile security definer set search_path = '' as $$
declare
  updated public.creator_settings;
begin
  update public.creator_settings cs
     set payout_verification = set_payout_verification.status, payout_verification_updated_at = now()
   where cs.user_id = set_payout_verification.user_id
  returning cs.* into updated;
  if updated.user_id is null then
    raise exception 'Creator not found' using errcode = 'P0002';
  end if;
  return updated;
end $$;

comment on function public.set_payout_verification(uuid, public.payout_verification) is
  'Operators only (service role): records the result of a creator''s identity check. Payouts need verified.';

revoke execute on function public.become_creator(integer, text, date, text, boolean),
  public.update_subscription_price(integer) from public, anon;
grant execute on function public.become_creator(integer, text, date, text, boolean),
  public.update_subscription_price(integer) to authenticated;
revoke execute on function public.set_payout_verification(uuid, public.payout_verification) from public, anon, authenticated;
grant execute on function public.set_payout_verification(uuid, public.payout_verification) to service_role;
