-- Likes on a post or on a comment (exactly one), at most one per user and target.
-- Readable only by the liker: screens get `user_liked` from the card views, and the
-- counts from the maintained likes_count columns.
create table public.likes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  post_id uuid references public.posts (id) on delete cascade,
  comment_id uuid references public.comments (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint likes_one_target check (num_nonnulls(post_id, comment_id) = 1),
  constraint likes_user_post_key unique (user_id, post_id),
  constraint likes_user_comment_key unique (user_id, comment_id)
);

comment on table public.likes is 'A user''s like of one post or one comment (spec §3). Each user sees only their own likes.';

create index likes_post_id_idx on public.likes (post_id);
create index likes_comment_id_idx on public.likes (comment_id);

alter table public.likes enable row level security;

-- anon keeps SELECT (no policy, so no rows): the card views compute user_liked as the caller.
revoke all on table public.likes from anon, authenticated;
grant select on table public.likes to anon, authenticated;
grant insert (id, user_id, post_id, comment_id) on table public.likes to authenticated;
grant delete on table public.likes to authenticated;

create policy likes_select_own on public.likes
  for select to authenticated using (user_id = (select auth.uid()));
create policy likes_insert_own on public.likes
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy likes_delete_own on public.likes
  for delete to authenticated using (user_id = (select auth.uid()));

create function private.count_likes() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  delta integer := case when tg_op = 'INSERT' then 1 else -1 end;
  target public.likes := case when tg_op = 'INSERT' then new else old end;
begin
  if target.post_id is not null then
    update public.posts set likes_count = likes_count + delta where id = target.post_id;
  else
    update public.comments set likes_count = likes_count + delta where id = target.comment_id;
  end if;
  return null;
end $$;

revoke execute on function private.count_likes() from public, anon, authenticated;

create trigger likes_count_on_target
  after insert or delete on public.likes
  for each row execute function private.count_likes();
