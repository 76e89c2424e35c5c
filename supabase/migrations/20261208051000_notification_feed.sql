-- Grouped notifications with filters (issue 28, UX review m12): a creator with many likes saw one row
-- per like. notification_feed returns the Notifications screen in one request, as groups:
--   * likes of one post, likes of one comment, and new followers each make one group ("Kai Nakamura and
--     7 others liked your post"), unread and read apart, so what arrived since "Mark all read" stays a
--     group of its own at the top instead of reviving an old one;
--   * everything else (money, comments, replies, notices from Velvet) stays one row per notification:
--     each has its own amount, text or outcome.
-- A group carries its newest notification's notification_cards row plus group_key, group_count and
-- second_actor (the next newest person, for "A and B liked your post"); read_at is null while it is unread.
-- Groups are made from the caller's newest 1000 notifications of the filter (an older like of the same
-- post is not counted into a group), which bounds the work whatever the account's history.
-- Filters: 'all', 'purchases' (tips and purchases), 'subscribers' (new, renewed, failed renewals),
-- 'likes', 'comments' (comments and replies), 'follows'.

create function public.notification_feed(filter text default 'all', max_count integer default 30)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
  wanted public.notification_type[];
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  wanted := case coalesce(filter, 'all')
    when 'all' then null
    when 'purchases' then array['tip', 'purchase']::public.notification_type[]
    when 'subscribers' then array['new_subscriber', 'subscription_renewed', 'renewal_failed']::public.notification_type[]
    when 'likes' then array['post_like', 'comment_like']::public.notification_type[]
    when 'comments' then array['comment', 'reply']::public.notification_type[]
    when 'follows' then array['follow']::public.notification_type[]
  end;
  if wanted is null and coalesce(filter, 'all') <> 'all' then
    raise exception 'Unknown notification filter: %', filter using errcode = '22023';
  end if;
  return coalesce((
    with recent as (
      select
        n.id, n.actor_id, n.created_at, n.read_at,
        case when n.type in ('post_like', 'comment_like', 'follow')
          then concat_ws(':', n.type, n.post_id, n.comment_id, case when n.read_at is null then 'unread' else 'read' end)
          else n.id::text
        end as group_key
      from public.notifications n
      where n.user_id = me and (wanted is null or n.type = any (wanted))
      order by n.created_at desc, n.id desc
      limit 1000
    ),
    groups as (
      select
        r.group_key,
        count(*)::integer as group_count,
        (array_agg(r.id order by r.created_at desc, r.id desc))[1] as newest_id,
        -- One person appears once in a group (undoing a like or follow withdraws its notification).
        (array_agg(r.actor_id order by r.created_at desc, r.id desc))[2] as second_actor_id,
        max(r.created_at) as newest_at
      from recent r
      group by r.group_key
      order by newest_at desc, newest_id desc
      limit least(greatest(coalesce(max_count, 30), 1), 50)
    )
    select jsonb_agg(
      to_jsonb(c) || jsonb_build_object(
        'group_key', g.group_key,
        'group_count', g.group_count,
        'second_actor', case when g.group_count > 1 and a.id is not null then
          jsonb_build_object('id', a.id, 'name', a.name, 'username', a.username, 'avatar_url', a.avatar_url)
        end)
      order by g.newest_at desc, g.newest_id desc)
    from groups g
    join public.notification_cards c on c.id = g.newest_id
    left join public.profiles a on a.id = g.second_actor_id
  ), '[]'::jsonb);
end $$;

comment on function public.notification_feed(text, integer) is
  'The Notifications screen in one request: a jsonb array, newest first, of at most max_count (≤ 50) groups of the caller''s notifications. Likes of one post, likes of one comment and follows are grouped (unread apart from read); every other notification is a group of one. Each group is its newest notification_cards row plus group_key, group_count and second_actor ({id, name, username, avatar_url} of the next newest person, or null); read_at is null while unread. filter: all, purchases, subscribers, likes, comments, follows. Signed-in users only.';

revoke execute on function public.notification_feed(text, integer) from public, anon;
grant execute on function public.notification_feed(text, integer) to authenticated;
