-- Handles never leak the email (issue 16, finding 3). A new user's handle was the email's
-- local part, readable and searchable by anyone. From now on it is the display name folded
-- to [a-z0-9] plus a short random suffix (`Jane Doe` → `janedoe_k7m2`), and a missing name
-- falls back to `New user` instead of the email. Existing handles are kept.
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

comment on column public.profiles.username is
  'Unique handle without @: 3-30 of [a-z0-9_] with single inner dots. New users get their display name folded to a-z0-9 plus _ and a random suffix, never anything of the email; read-only for clients (spec §5).';
