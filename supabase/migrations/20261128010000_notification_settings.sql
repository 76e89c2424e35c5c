-- Notification settings (issue 19 §5): which kinds of activity a user is told about in the app.
-- A user without a row gets everything. A muted kind is never written: one BEFORE INSERT trigger on
-- notifications drops it, so every producer (follows, likes, comments, money) obeys without knowing.
-- Renewal failures and payout changes are about the user's own money and cannot be muted.
create type public.notification_setting as enum ('follow', 'like', 'comment', 'subscriber', 'tip', 'purchase');

comment on type public.notification_setting is 'A kind of in-app notification a user may mute (notification_settings.muted).';

create table public.notification_settings (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  muted public.notification_setting[] not null default '{}',
  updated_at timestamptz not null default now(),
  constraint notification_settings_muted_clean check (array_position(muted, null) is null)
);

comment on table public.notification_settings is 'Per user: the kinds of in-app notifications they muted. No row: nothing muted. Private to the user.';
comment on column public.notification_settings.muted is 'Muted kinds, each once, in enum order (set_muted_notifications writes it).';

alter table public.notification_settings enable row level security;

revoke all on table public.notification_settings from anon, authenticated;
grant select on table public.notification_settings to authenticated;
grant insert (user_id, muted) on table public.notification_settings to authenticated;
grant update (muted, updated_at) on table public.notification_settings to authenticated;

create policy notification_settings_select_own on public.notification_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy notification_settings_insert_own on public.notification_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy notification_settings_update_own on public.notification_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function public.set_muted_notifications(muted public.notification_setting[])
returns public.notification_settings
language sql volatile security invoker set search_path = '' as $$
  insert into public.notification_settings as s (user_id, muted)
  values (
    (select auth.uid()),
    coalesce(
      (select array_agg(distinct kind order by kind) from unnest(muted) kind where kind is not null),
      '{}'
    )
  )
  on conflict (user_id) do update set muted = excluded.muted, updated_at = now()
  returning s.*;
$$;

comment on function public.set_muted_notifications(public.notification_setting[]) is
  'Replaces the caller''s muted notification kinds (duplicates and nulls dropped); returns the row.';
revoke execute on function public.set_muted_notifications(public.notification_setting[]) from public, anon;
grant execute on function public.set_muted_notifications(public.notification_setting[]) to authenticated;

-- The setting that mutes a notification type; null for the ones that cannot be muted.
create function private.notification_setting_of(kind public.notification_type)
returns public.notification_setting
language sql immutable set search_path = '' as $$
  select case kind::text
    when 'follow' then 'follow'
    when 'post_like' then 'like'
    when 'comment_like' then 'like'
    when 'comment' then 'comment'
    when 'reply' then 'comment'
    when 'new_subscriber' then 'subscriber'
    when 'subscription_renewed' then 'subscriber'
    when 'tip' then 'tip'
    when 'purchase' then 'purchase'
  end::public.notification_setting;
$$;

revoke execute on function private.notification_setting_of(public.notification_type) from public, anon, authenticated;

create function private.skip_muted_notification() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (
    select 1 from public.notification_settings s
     where s.user_id = new.user_id and private.notification_setting_of(new.type) = any (s.muted)
  ) then
    return null;
  end if;
  return new;
end $$;

revoke execute on function private.skip_muted_notification() from public, anon, authenticated;

create trigger notifications_skip_muted
  before insert on public.notifications
  for each row execute function private.skip_muted_notification();
