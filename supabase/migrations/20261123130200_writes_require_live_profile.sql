-- A deleted account's token writes nothing (issue 16, finding 5). An access token stays
-- valid until it expires (up to an hour) after the account is deleted, and the database
-- cannot revoke it. So every client write also requires the caller's profile to exist:
-- one RESTRICTIVE policy per table and action, ANDed with the owner policies already in
-- place, and the same for uploads and overwrites in storage (a dead user's token could
-- otherwise put a new public avatar into the dead user's folder).
--
-- Most tables already refuse through their foreign keys to profiles; the policy makes the
-- refusal uniform (42501, like every other RLS refusal) and keeps holding for tables and
-- buckets without such a key. Deletes are covered too: a dead account has nothing left to
-- delete, and a future table with a delete grant gets no exception by accident.
do $$
declare
  target record;
begin
  for target in
    select * from (values
      ('profiles', 'update'), ('profiles', 'delete'),
      ('posts', 'insert'), ('posts', 'update'), ('posts', 'delete'),
      ('locked_post_media', 'insert'), ('locked_post_media', 'delete'),
      ('comments', 'insert'), ('comments', 'update'), ('comments', 'delete'),
      ('likes', 'insert'), ('likes', 'delete'),
      ('follows', 'insert'), ('follows', 'delete'),
      ('conversations', 'insert'),
      ('conversation_participants', 'update'),
      ('messages', 'insert'),
      ('notifications', 'update'), ('notifications', 'delete')
    ) as t (table_name, action)
  loop
    execute format(
      'create policy %I on public.%I as restrictive for %s to authenticated %s',
      target.table_name || '_' || target.action || '_live_profile',
      target.table_name,
      target.action,
      case target.action
        when 'insert' then 'with check (exists (select 1 from public.profiles p where p.id = (select auth.uid())))'
        when 'update' then 'using (exists (select 1 from public.profiles p where p.id = (select auth.uid())))
          with check (exists (select 1 from public.profiles p where p.id = (select auth.uid())))'
        else 'using (exists (select 1 from public.profiles p where p.id = (select auth.uid())))'
      end);
  end loop;
end $$;

create policy objects_insert_live_profile on storage.objects
  as restrictive for insert to authenticated
  with check (exists (select 1 from public.profiles p where p.id = (select auth.uid())));
create policy objects_update_live_profile on storage.objects
  as restrictive for update to authenticated
  using (exists (select 1 from public.profiles p where p.id = (select auth.uid())))
  with check (exists (select 1 from public.profiles p where p.id = (select auth.uid())));
