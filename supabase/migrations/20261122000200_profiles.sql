-- Profiles: one public row per auth user, created by a trigger on auth.users (never by
-- clients). Owners edit only the fields the settings screen edits; counters, username,
-- creator flag and price are maintained by the database or by operators.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 80 and name ~ '[^[:space:]]'),
  username text not null unique
    check (char_length(username) between 3 and 30 and username ~ '^[a-z0-9_]+([.][a-z0-9_]+)*$'),
  bio text check (char_length(bio) <= 500),
  location text check (char_length(location) <= 100),
  avatar_url text check (
    avatar_url ~ ('^(https?://[^/?#]+(/[^?#]*)?)?/storage/v1/object/public/avatars/' || id::text || '/[^/?#]+([?][^#]*)?$')
  ),
  cover_url text check (
    cover_url ~ ('^(https?://[^/?#]+(/[^?#]*)?)?/storage/v1/object/public/covers/' || id::text || '/[^/?#]+([?][^#]*)?$')
  ),
  is_creator boolean not null default false,
  subscription_price_cents integer check (subscription_price_cents between 100 and 100000),
  followers_count integer not null default 0 check (followers_count >= 0),
  following_count integer not null default 0 check (following_count >= 0),
  posts_count integer not null default 0 check (posts_count >= 0),
  created_at timestamptz not null default now()
);

comment on table public.profiles is 'Public profile of every user (spec §3). Created by private.handle_new_user; deleted with the auth user.';
comment on column public.profiles.username is 'Unique handle without @: 3-30 of [a-z0-9_] with single inner dots, derived from the signup email; read-only for clients (spec §5).';
comment on column public.profiles.avatar_url is 'Public URL (absolute, or relative to the project URL) of an object in the avatars bucket under the owner''s folder; null = generated fallback.';
comment on column public.profiles.cover_url is 'Public URL (absolute or project-relative) of an object in the covers bucket under the owner''s folder; null = stock fallback.';
comment on column public.profiles.is_creator is 'Offers content and appears in creator suggestions. Not client-writable until creator applications exist.';
comment on column public.profiles.subscription_price_cents is 'Monthly subscription price in euro cents; null = no subscription offered.';
comment on column public.profiles.followers_count is 'Maintained by triggers on follows.';
comment on column public.profiles.following_count is 'Maintained by triggers on follows.';
comment on column public.profiles.posts_count is 'Maintained by triggers on posts.';

-- Suggestions (top by followers) and Discover (newest creators).
create index profiles_creators_by_followers_idx on public.profiles (followers_count desc, id) where is_creator;
create index profiles_creators_by_created_idx on public.profiles (created_at desc, id) where is_creator;
-- Search by name or handle (pg_trgm, spec §2 Home search).
create index profiles_name_trgm_idx on public.profiles using gin (name extensions.gin_trgm_ops);
create index profiles_username_trgm_idx on public.profiles using gin (username extensions.gin_trgm_ops);

alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to anon, authenticated;
grant update (name, bio, location, avatar_url, cover_url) on table public.profiles to authenticated;
-- Deleting one's own profile deletes the whole account (see the account deletion migration).
grant delete on table public.profiles to authenticated;

create policy profiles_select_everyone on public.profiles
  for select to anon, authenticated using (true);
create policy profiles_update_own on public.profiles
  for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));
create policy profiles_delete_own on public.profiles
  for delete to authenticated using (id = (select auth.uid()));

-- A profile for every new auth user: name from the signup metadata, a unique username
-- derived from the email's local part (suffixed on collision).
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  local_part text := split_part(coalesce(new.email, ''), '@', 1);
  display_name text;
  base text;
  candidate text;
  attempt integer := 0;
  failed_constraint text;
begin
  display_name := left(btrim(coalesce(
    nullif(btrim(meta ->> 'name'), ''),
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(local_part, ''),
    'New user')), 80);

  -- Keep letters, digits, _ and single inner dots (no.name@… → no.name).
  base := regexp_replace(regexp_replace(lower(local_part), '[^a-z0-9_.]+', '_', 'g'), '[.]{2,}', '.', 'g');
  base := btrim(left(btrim(base, '._'), 24), '.');
  if char_length(base) < 3 then
    base := 'user' || base;
  end if;
  candidate := base;

  loop
    begin
      insert into public.profiles (id, name, username) values (new.id, display_name, candidate);
      return new;
    exception when unique_violation then
      get stacked diagnostics failed_constraint = constraint_name;
      if failed_constraint <> 'profiles_username_key' or attempt >= 50 then
        raise;
      end if;
      attempt := attempt + 1;
      -- Sequential suffixes read well for the first few collisions; random ones keep
      -- concurrent signups with the same local part from retrying in lock-step.
      candidate := base || '_' || case when attempt <= 5 then (attempt + 1)::text
                                       else (floor(random() * 100000))::int::text end;
    end;
  end loop;
end $$;

revoke execute on function private.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();
