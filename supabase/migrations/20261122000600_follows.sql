-- Who follows whom. A follow row is written only by the follower; both profiles'
-- counters follow it. Visible to the two people involved.
create table public.follows (
  follower_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  following_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (follower_id, following_id),
  constraint follows_not_self check (follower_id <> following_id)
);

comment on table public.follows is 'follower_id follows following_id (spec §3). Seen by the follower and the followed.';

create index follows_following_id_idx on public.follows (following_id);
create index follows_follower_id_created_at_idx on public.follows (follower_id, created_at);

alter table public.follows enable row level security;

-- anon keeps SELECT (no policy, so no rows): profile_cards computes is_following as the caller.
revoke all on table public.follows from anon, authenticated;
grant select on table public.follows to anon, authenticated;
grant insert (follower_id, following_id) on table public.follows to authenticated;
grant delete on table public.follows to authenticated;

create policy follows_select_involved on public.follows
  for select to authenticated
  using ((select auth.uid()) in (follower_id, following_id));
create policy follows_insert_own on public.follows
  for insert to authenticated with check (follower_id = (select auth.uid()));
create policy follows_delete_own on public.follows
  for delete to authenticated using (follower_id = (select auth.uid()));

-- One statement for both rows: an index scan over the id array locks them in id order,
-- so A following B while B follows A cannot deadlock.
create function private.count_follows() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
  follower uuid := case when tg_op = 'INSERT' then new.follower_id else old.follower_id end;
  followed uuid := case when tg_op = 'INSERT' then new.following_id else old.following_id end;
begin
  update public.profiles
     set following_count = following_count + case when id = follower then delta else 0 end,
         followers_count = followers_count + case when id = followed then delta else 0 end
   where id = any (array[follower, followed]);
  return null;
end $$;

revoke execute on function private.count_follows() from public, anon, authenticated;

create trigger follows_count_on_profiles
  after insert or delete on public.follows
  for each row execute function private.count_follows();
