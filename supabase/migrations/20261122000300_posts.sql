-- Posts and their locked media. A locked post never carries a public URL: its file lives
-- in the private locked-media bucket and its path in locked_post_media, a table only the
-- author (and later, entitled fans) can read, so no REST, RPC or realtime read leaks it.
create type public.post_media_type as enum ('none', 'image', 'video');

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  content text not null check (char_length(content) <= 1000 and content ~ '[^[:space:]]'),
  media_type public.post_media_type not null default 'none',
  media_url text,
  media_width integer check (media_width > 0),
  media_height integer check (media_height > 0),
  is_locked boolean not null default false,
  likes_count integer not null default 0 check (likes_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  created_at timestamptz not null default now(),
  constraint posts_media_url_shape check (
    media_url ~ ('^(https?://[^/?#]+(/[^?#]*)?)?/storage/v1/object/public/post-media/' || user_id::text || '/[^/?#]+$')
  ),
  constraint posts_media_consistent check (
    case
      when media_type = 'none' then media_url is null and not is_locked
      when is_locked then media_url is null
      else media_url is not null
    end
  ),
  constraint posts_media_size_pair check ((media_width is null) = (media_height is null)),
  constraint posts_media_size_needs_media check (media_width is null or media_type <> 'none')
);

comment on table public.posts is 'Posts (spec §3). Readable by everyone, written by their author only.';
comment on column public.posts.user_id is 'Author; defaults to auth.uid() and RLS refuses any other value.';
comment on column public.posts.content is 'Non-blank after trimming, at most 1000 characters (spec §5). Send it trimmed.';
comment on column public.posts.media_url is 'Unlocked media only: public URL (absolute or project-relative) in the post-media bucket under the author''s folder. Always null for locked posts.';
comment on column public.posts.media_width is 'Intrinsic pixel width (with media_height) so the feed can reserve space.';
comment on column public.posts.is_locked is 'Paid content: media stored in locked-media, path in locked_post_media. Fixed at creation.';
comment on column public.posts.likes_count is 'Maintained by triggers on likes.';
comment on column public.posts.comments_count is 'Maintained by triggers on comments (replies included).';

-- Feed keyset (created_at, id), a profile's posts, the video feed, and search.
create index posts_created_at_id_idx on public.posts (created_at, id);
create index posts_user_id_created_at_idx on public.posts (user_id, created_at, id);
create index posts_videos_created_at_idx on public.posts (created_at, id) where media_type = 'video' and not is_locked;
create index posts_content_trgm_idx on public.posts using gin (content extensions.gin_trgm_ops);

alter table public.posts enable row level security;

revoke all on table public.posts from anon, authenticated;
grant select on table public.posts to anon, authenticated;
grant insert (id, user_id, content, media_type, media_url, media_width, media_height, is_locked)
  on table public.posts to authenticated;
grant update (content) on table public.posts to authenticated;
grant delete on table public.posts to authenticated;

create policy posts_select_everyone on public.posts
  for select to anon, authenticated using (true);
create policy posts_insert_own on public.posts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy posts_update_own on public.posts
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy posts_delete_own on public.posts
  for delete to authenticated using (user_id = (select auth.uid()));

create table public.locked_post_media (
  post_id uuid primary key references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  media_path text not null check (media_path ~ ('^' || user_id::text || '/[^/]+$')),
  created_at timestamptz not null default now()
);

comment on table public.locked_post_media is 'Where a locked post''s file lives in the private locked-media bucket. Readable by the author only; the author asks storage for a short-lived signed URL.';
comment on column public.locked_post_media.user_id is 'The post''s author (copied so the read policy needs no join).';
comment on column public.locked_post_media.media_path is 'Object name in the locked-media bucket: {author id}/{file}.';

create index locked_post_media_user_id_idx on public.locked_post_media (user_id);

alter table public.locked_post_media enable row level security;

-- anon keeps SELECT (with no policy, so no rows) because post_cards reads this table as the caller.
revoke all on table public.locked_post_media from anon, authenticated;
grant select on table public.locked_post_media to anon, authenticated;
grant insert (post_id, user_id, media_path) on table public.locked_post_media to authenticated;
grant delete on table public.locked_post_media to authenticated;

create policy locked_post_media_select_author on public.locked_post_media
  for select to authenticated using (user_id = (select auth.uid()));
create policy locked_post_media_insert_author on public.locked_post_media
  for insert to authenticated with check (
    user_id = (select auth.uid())
    and exists (
      select 1 from public.posts p
      where p.id = post_id and p.user_id = (select auth.uid()) and p.is_locked and p.media_type <> 'none'
    )
  );
create policy locked_post_media_delete_author on public.locked_post_media
  for delete to authenticated using (user_id = (select auth.uid()));

-- profiles.posts_count follows inserts and deletes (also cascaded ones).
create function private.count_posts() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.profiles set posts_count = posts_count + 1 where id = new.user_id;
  else
    update public.profiles set posts_count = posts_count - 1 where id = old.user_id;
  end if;
  return null;
end $$;

revoke execute on function private.count_posts() from public, anon, authenticated;

create trigger posts_count_on_profile
  after insert or delete on public.posts
  for each row execute function private.count_posts();
