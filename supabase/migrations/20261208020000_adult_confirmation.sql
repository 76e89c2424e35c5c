-- Sign-up as the category requires (issue 28, review M8): the Terms (§2) require every user to be 18 or
-- older, and an account is only made once its owner has confirmed it, explicitly and apart from
-- accepting the Terms. The app's sign-up sends `adult_confirmed: true` in the user metadata
-- (supabase-js `signUp({ options: { data } })`, GoTrue's raw_user_meta_data); the profile trigger refuses
-- an auth user without it, so GoTrue answers "Database error saving new user" and nothing is created,
-- whichever client asked (the sign-up API, the admin API, an invite). When it was given is kept in
-- private.adult_confirmations, out of the API's reach: the metadata stays user-editable, the record
-- does not.
create table private.adult_confirmations (
  user_id uuid primary key references auth.users (id) on delete cascade,
  confirmed_at timestamptz not null,
  source text not null check (source in ('sign_up', 'terms'))
);

comment on table private.adult_confirmations is
  'When each account confirmed it is 18 or older (Terms §2). Written only by private.handle_new_user; no client reads it.';
comment on column private.adult_confirmations.source is
  'sign_up: the explicit 18+ confirmation at sign-up; terms: an account made before it existed, whose owner accepted the Terms (which require 18+) at sign-up.';

alter table private.adult_confirmations enable row level security;
revoke all on table private.adult_confirmations from public, anon, authenticated;

-- Accounts made before the confirmation existed accepted the Terms, which require 18+, when they signed up.
insert into private.adult_confirmations (user_id, confirmed_at, source)
select u.id, u.created_at, 'terms' from auth.users u
on conflict (user_id) do nothing;

-- handle_new_user as 20261123130100 made it, plus the confirmation: refused without it, recorded with it.
create or replace function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  -- No 0/o, 1/l/i: a handle read aloud or copied by hand survives.
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyz23456789';
  display_name text;
  base text;
  suffix text;
  candidate text;
  attempt integer := 0;
  failed_constraint text;
begin
  if meta -> 'adult_confirmed' is distinct from 'true'::jsonb then
    raise exception 'Confirm that you are 18 or older to create an account' using errcode = 'VU001',
      hint = 'Sign up with adult_confirmed: true in the user metadata';
  end if;
  -- The time the account is made is the time the confirmation was given (a client cannot pick it).
  insert into private.adult_confirmations (user_id, confirmed_at, source)
  values (new.id, coalesce(new.created_at, now()), 'sign_up');

  display_name := left(btrim(coalesce(
    nullif(btrim(meta ->> 'name'), ''),
    nullif(btrim(meta ->> 'full_name'), ''),
    'New user')), 80);

  -- NFKD splits accents off (é → e + ◌́) so they fold to plain letters; everything that is not
  -- a-z or 0-9 goes. A name with no Latin letters or digits gives `user`.
  base := left(regexp_replace(lower(normalize(display_name, NFKD)), '[^a-z0-9]+', '', 'g'), 20);
  if base = '' then
    base := 'user';
  end if;

  loop
    -- 4 characters (31^4 ≈ 920,000 per name) while collisions are rare, 6 after a few.
    suffix := '';
    for i in 1 .. case when attempt < 5 then 4 else 6 end loop
      suffix := suffix || substr(alphabet, 1 + floor(random() * char_length(alphabet))::integer, 1);
    end loop;
    candidate := base || '_' || suffix;
    begin
      insert into public.profiles (id, name, username) values (new.id, display_name, candidate);
      return new;
    exception when unique_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      if failed_constraint <> 'profiles_username_key' or attempt >= 50 then
        raise;
      end if;
      attempt := attempt + 1;
    end;
  end loop;
end $$;

revoke execute on function private.handle_new_user() from public, anon, authenticated;
