-- Idempotent post creation (issue 14 §2): the composer sends one client-generated key per draft,
-- and the database refuses a second post with the same key from the same author. A request that
-- reached the server but whose answer was lost (a phone going offline mid-post) can be retried
-- safely: the retry hits this constraint (23505) and the app reads the stored post back instead of
-- creating a second one. Scoped to the author, so nobody's key can collide with another person's;
-- the key itself is a random UUID that says nothing, so it stays readable like the other columns.
alter table public.posts add column idempotency_key uuid;

alter table public.posts
  add constraint posts_user_id_idempotency_key_key unique (user_id, idempotency_key);

comment on column public.posts.idempotency_key is
  'Client-generated key of the draft that created the post; unique per author, so a retried insert cannot create a second post. Null for posts made without one.';

grant insert (idempotency_key) on table public.posts to authenticated;
