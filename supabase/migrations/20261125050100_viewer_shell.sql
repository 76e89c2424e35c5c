-- The app shell's one request (issue 14 §11): everything the navigation needs about the signed-in
-- viewer, so a cold load of any screen costs this plus the screen's own request. It reads only the
-- caller's data, as the caller (security invoker: RLS on profiles and notifications, get_wallet's
-- own check), and returns what the separate requests returned, so the app seeds their caches with it:
--   profile              the caller's profiles row (as `select *` returns it)
--   unread_notifications the caller's notifications with read_at null (the badge's count)
--   wallet               get_wallet()'s one row
--   suggested_creators   get_suggested_creators(suggestions_limit), or null when not asked for
-- Signed-in users only; anon is refused.

create function public.viewer_shell(with_suggestions boolean default false, suggestions_limit integer default 10)
returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'Not authenticated' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'profile', (select to_jsonb(p) from public.profiles p where p.id = me),
    'unread_notifications',
      (select count(*) from public.notifications n where n.user_id = me and n.read_at is null),
    'wallet', (select to_jsonb(w) from public.get_wallet() w),
    'suggested_creators',
      case when coalesce(with_suggestions, false) then
        coalesce((select jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality)
                  from public.get_suggested_creators(suggestions_limit) with ordinality s), '[]'::jsonb)
      end
  );
end $$;

comment on function public.viewer_shell(boolean, integer) is
  'The app shell in one request: { profile, unread_notifications, wallet, suggested_creators } for the caller; suggested_creators is null unless with_suggestions (the xl panel, Discover). Signed-in users only.';

revoke execute on function public.viewer_shell(boolean, integer) from public, anon;
grant execute on function public.viewer_shell(boolean, integer) to authenticated;
