-- Account deletion (Terms §9: a user may delete the account in settings). Deleting your
-- own profile row (RLS: only your own) removes the auth user too, and everything that
-- references either cascades away. Storage objects are not rows of ours: the client
-- removes its files through the Storage API first.
create function private.delete_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from auth.users where id = old.id;
  return null;
end $$;

revoke execute on function private.delete_auth_user() from public, anon, authenticated;

create trigger profiles_delete_auth_user
  after delete on public.profiles
  for each row execute function private.delete_auth_user();

create function public.delete_account() returns void
language plpgsql volatile security invoker set search_path = '' as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  delete from public.profiles where id = (select auth.uid());
end $$;

comment on function public.delete_account() is
  'Deletes the caller''s account: profile, auth user and every row that cascades from them (posts, likes, comments, follows, conversations, messages, notifications, call history).';
revoke execute on function public.delete_account() from public, anon;
grant execute on function public.delete_account() to authenticated;
