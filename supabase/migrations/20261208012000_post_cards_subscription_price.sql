-- A locked post says what unlocking it costs (issue 28, UX review m14): a pay-per-view post already
-- had its price; a subscriber-only one now carries its author's monthly price, so the placeholder can
-- read "Subscribe · €12.92 / month" without a request per post. The price is public (the profile
-- shows it on Join now). post_cards as in 20261201010000_moderation.sql, one column appended.
create or replace view public.post_cards with (security_invoker = true) as
select p.id, p.user_id, p.content, p.media_type, p.media_url, p.media_width, p.media_height, p.is_locked,
       p.likes_count, p.comments_count, p.created_at,
       a.name as author_name, a.username as author_username, a.avatar_url as author_avatar_url,
       a.is_creator as author_is_creator,
       exists (select 1 from public.likes l where l.post_id = p.id and l.user_id = (select auth.uid())) as user_liked,
       lm.media_path as locked_media_path,
       p.price_cents,
       (case when not p.is_locked then 'public' when p.price_cents is null then 'subscribers' else 'ppv' end)::public.post_access as access,
       p.removed_at,
       p.held_at,
       a.subscription_price_cents as author_subscription_price_cents
from public.posts p
join public.profiles a on a.id = p.user_id
left join public.locked_post_media lm on lm.post_id = p.id;

comment on column public.post_cards.author_subscription_price_cents is
  'The author''s monthly subscription price in cents (null: not a creator): what a subscriber-only post costs to see.';
