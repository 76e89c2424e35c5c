-- Platform: checks a postgres_changes subscription's filters the way Supabase's
-- realtime.subscription_check_filters trigger does (realtime v2.102.1), in one round trip per table:
-- each filter in order must name a column of the table and carry a value that casts to its type
-- (realtime.cast's `to_jsonb(value::type)`); an `in` list casts to the type's array and may hold at
-- most 100 values. Raises Supabase's own exceptions, which the service reports as Realtime does.
-- Returns the values as to_jsonb renders them (an array for `in`), for the service's matching.
-- Columns are checked for existence only: the service refuses a filter on a column the subscriber
-- may not read when each change is matched. Idempotent: re-applied whenever this file changes.
create or replace function realtime.check_filters(entity regclass, columns text[], ops text[], vals text[])
returns jsonb
language plpgsql as $$
declare
  col_type regtype;
  val jsonb;
  normalized jsonb := '[]';
begin
  for i in 1 .. coalesce(array_length(columns, 1), 0) loop
    if not exists (
      select 1 from pg_catalog.pg_attribute a
      where a.attrelid = entity and a.attname = columns[i] and a.attnum > 0 and not a.attisdropped
    ) then
      raise exception 'invalid column for filter %', columns[i];
    end if;
    col_type := (select a.atttypid::regtype from pg_catalog.pg_attribute a
                 where a.attrelid = entity and a.attname = columns[i]);
    if col_type is null then
      raise exception 'failed to lookup type for column %', columns[i];
    end if;
    if ops[i] = 'in' then
      execute format('select to_jsonb(%L::' || (col_type::text || '[]')::regtype::text || ')', vals[i]) into val;
      if coalesce(jsonb_array_length(val), 0) > 100 then
        raise exception 'too many values for `in` filter. Maximum 100';
      end if;
    else
      execute format('select to_jsonb(%L::' || col_type::text || ')', vals[i]) into val;
    end if;
    normalized := normalized || jsonb_build_array(val);
  end loop;
  return normalized;
end $$;
revoke all on function realtime.check_filters(regclass, text[], text[], text[])
  from public, anon, authenticated, service_role;
