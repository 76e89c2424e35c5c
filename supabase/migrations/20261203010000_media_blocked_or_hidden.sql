-- Locked and paid-message media after both halves of issue 19: 20261129010000_blocks.sql added "not
-- blocked" and 20261201010000_moderation.sql "not hidden" to the same two functions, each from the
-- 20261123201200_entitlement.sql bodies, so the later one dropped the block check. One definition with
-- both conditions (the author keeps access to their own media either way).
create or replace function entitlement.can_view_post_media(p_post_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  viewer uuid := auth.uid();
begin
  if viewer is null then
    return false;
  end if;
  return exists (
    select 1 from public.posts p
    where p.id = p_post_id
      and (
        p.user_id = viewer
        or (not p.hidden and not private.is_blocked(viewer, p.user_id) and (
          not p.is_locked
          or (p.price_cents is null and exists (
                select 1 from public.subscriptions s
                where s.fan_id = viewer and s.creator_id = p.user_id
                  and s.status <> 'expired' and s.current_period_end > now()))
          or (p.price_cents is not null and exists (
                select 1 from public.purchases b where b.fan_id = viewer and b.post_id = p.id))
        ))
      )
  );
end $$;

create or replace function entitlement.can_view_message_media(p_message_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  viewer uuid := auth.uid();
begin
  if viewer is null then
    return false;
  end if;
  return exists (
    select 1 from public.messages m
    where m.id = p_message_id
      and (m.sender_id = viewer
        or (not m.hidden and not private.is_blocked(viewer, m.sender_id)
            and exists (select 1 from public.purchases b where b.fan_id = viewer and b.message_id = m.id)))
  );
end $$;
