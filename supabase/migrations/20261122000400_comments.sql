-- Comments with one level of replies (spec §2 Post detail): a reply's parent must be a
-- top-level comment of the same post. posts.comments_count counts replies too (spec §4).
create table public.comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  parent_id uuid references public.comments (id) on delete cascade,
  content text not null check (char_length(content) <= 1000 and content ~ '[^[:space:]]'),
  likes_count integer not null default 0 check (likes_count >= 0),
  created_at timestamptz not null default now(),
  constraint comments_not_own_parent check (parent_id <> id)
);

comment on table public.comments is 'Comments and one-level replies (spec §3). Readable by everyone, written by their author only.';
comment on column public.comments.parent_id is 'Null for a top-level comment; otherwise a top-level comment of the same post.';
comment on column public.comments.content is 'Non-blank after trimming, at most 1000 characters.';
comment on column public.comments.likes_count is 'Maintained by triggers on likes.';

create index comments_post_id_created_at_idx on public.comments (post_id, created_at, id);
create index comments_user_id_idx on public.comments (user_id);
create index comments_parent_id_idx on public.comments (parent_id);

alter table public.comments enable row level security;

revoke all on table public.comments from anon, authenticated;
grant select on table public.comments to anon, authenticated;
grant insert (id, post_id, user_id, parent_id, content) on table public.comments to authenticated;
grant update (content) on table public.comments to authenticated;
grant delete on table public.comments to authenticated;

create policy comments_select_everyone on public.comments
  for select to anon, authenticated using (true);
create policy comments_insert_own on public.comments
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy comments_update_own on public.comments
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy comments_delete_own on public.comments
  for delete to authenticated using (user_id = (select auth.uid()));

-- Replies: parent on the same post and itself top-level. post_id and parent_id are not
-- updatable by clients, so checking on insert keeps the invariant.
create function private.check_comment_parent() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  parent record;
begin
  if new.parent_id is null then
    return new;
  end if;
  select c.post_id, c.parent_id into parent from public.comments c where c.id = new.parent_id;
  if not found then
    raise exception 'The comment you are replying to no longer exists' using errcode = '23503';
  end if;
  if parent.post_id <> new.post_id then
    raise exception 'A reply must be on the same post as its parent comment' using errcode = '23514';
  end if;
  if parent.parent_id is not null then
    raise exception 'Replies go one level deep: reply to the top-level comment instead' using errcode = '23514';
  end if;
  return new;
end $$;

revoke execute on function private.check_comment_parent() from public, anon, authenticated;

create trigger comments_check_parent
  before insert or update of parent_id, post_id on public.comments
  for each row execute function private.check_comment_parent();

create function private.count_comments() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.posts set comments_count = comments_count + 1 where id = new.post_id;
  else
    update public.posts set comments_count = comments_count - 1 where id = old.post_id;
  end if;
  return null;
end $$;

revoke execute on function private.count_comments() from public, anon, authenticated;

create trigger comments_count_on_post
  after insert or delete on public.comments
  for each row execute function private.count_comments();
