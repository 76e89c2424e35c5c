// The checks scripts/lint-db.ts runs. Each query returns one `detail` row per finding and
// runs with search_path = '' and `lint.api_schemas` = the schemas PostgREST exposes.
// Levels follow splinter where it has the lint; house rules are WARN so they block too.
export interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  sql: string;
}

const API = `n.nspname = any (string_to_array(current_setting('lint.api_schemas'), ','))`;
/** Schemas owned by the platform (auth, storage, realtime …) rather than our migrations. */
const OURS = `n.nspname not like 'pg\\_%' and n.nspname not in ('information_schema', 'auth', 'storage', 'extensions',
  'realtime', '_realtime', 'supabase_migrations', 'supabase_functions', 'graphql', 'graphql_public', 'vault',
  'pgsodium', 'pgsodium_masks', 'net', 'cron', 'pgbouncer', '_stack')`;
const NOT_EXTENSION_MEMBER = `not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')`;
/** A policy's USING and WITH CHECK, lower-cased, for text checks. */
const POLICY_TEXT = `lower(coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), '') || ' ' ||
  coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), ''))`;
const POLICY_FROM = `pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace`;
/**
 * Security-definer functions signed-in users may execute on purpose (docs/decisions.md, Money):
 * the money RPCs, which must write what clients cannot (the ledger, prices, purchases) and take the
 * user from auth.uid() only, and the entitlement checks that RLS and storage policies call (they
 * answer for auth.uid() only, and PostgREST does not expose their schema), and the reports and moderation
 * RPCs (issue 19: moderators only, or the caller's own reports). Never anon. Adding a
 * name here is a security review: the migration must say why.
 */
export const CLIENT_DEFINER_FUNCTIONS = [
  'entitlement.can_read_locked_object',
  'entitlement.can_view_message_media',
  'entitlement.can_view_post_media',
  'private.block_peers',
  'private.is_blocked',
  'private.people_search_hits',
  'private.post_search_hits',
  'private.profile_post_stats',
  'private.shows_online',
  'public.answer_support_ticket',
  'public.become_creator',
  'public.begin_two_factor_reset',
  'public.block_user',
  'public.cancel_subscription',
  'public.delete_message',
  'public.delete_payout_details',
  'public.get_account_deletion_impact',
  'public.get_earnings',
  'public.get_moderation_log',
  'public.get_moderation_queue',
  'public.get_my_reports',
  'public.get_subscription_offer',
  'public.get_two_factor_recovery',
  'public.get_suspended_accounts',
  'public.get_transactions',
  'public.get_wallet',
  'public.lift_suspension',
  'public.message_refusal',
  'public.moderate_item',
  'public.request_payout',
  'public.restore_item',
  'public.resubscribe',
  'public.set_payout_details',
  'public.set_privacy_settings',
  'public.start_topup',
  'public.subscribe',
  'public.tip',
  'public.unblock_user',
  'public.unlock_message',
  'public.unlock_post',
  'public.update_subscription_price',
];
const ALLOWED_DEFINERS = `array[${CLIENT_DEFINER_FUNCTIONS.map((f) => `'${f}'`).join(', ')}]`;
/**
 * The only functions in `private` that signed-in users may execute: the helpers policies call (policies
 * run as the caller, so `authenticated` has USAGE on the schema). Never anon. A definer among them
 * (the block and online-status rules, which must read both people's rows) is listed in
 * CLIENT_DEFINER_FUNCTIONS instead.
 */
export const POLICY_HELPERS = ['private.is_moderator', 'private.my_conversation_ids'];
const ALLOWED_HELPERS = `array[${POLICY_HELPERS.map((f) => `'${f}'`).join(', ')}]`;
const CLIENT_ROLE = `(p.polroles = array[0::oid] or exists (select 1 from unnest(p.polroles) r
  where r::regrole::text in ('anon', 'authenticated')))`;

export const LINTS: Lint[] = [
  {
    name: 'rls_disabled_in_api',
    level: 'ERROR',
    sql: `select format('%s.%s is exposed through the API without row level security', n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${API} and not c.relrowsecurity`,
  },
  {
    name: 'policy_exists_rls_disabled',
    level: 'ERROR',
    sql: `select distinct format('%s.%s has policies but row level security is off', n.nspname, c.relname) as detail
      from ${POLICY_FROM} where ${OURS} and not c.relrowsecurity`,
  },
  {
    name: 'security_definer_view',
    level: 'ERROR',
    sql: `select format('view %s.%s runs with its owner''s rights (set security_invoker = true)', n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'v' and ${API} and ${NOT_EXTENSION_MEMBER}
        and not coalesce(c.reloptions && array['security_invoker=true', 'security_invoker=on', 'security_invoker=1'], false)`,
  },
  {
    name: 'auth_users_exposed',
    level: 'ERROR',
    sql: `select distinct format('view %s.%s reads auth.users and is reachable through the API', n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_rewrite rw on rw.ev_class = c.oid
      join pg_catalog.pg_depend d on d.objid = rw.oid and d.refobjid = 'auth.users'::regclass
      where c.relkind in ('v', 'm') and ${API}`,
  },
  {
    name: 'materialized_or_foreign_table_in_api',
    level: 'WARN',
    sql: `select format('%s.%s (%s) bypasses row level security but is exposed through the API', n.nspname, c.relname,
        case c.relkind when 'm' then 'materialized view' else 'foreign table' end) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('m', 'f') and ${API}`,
  },
  {
    name: 'function_search_path_mutable',
    level: 'WARN',
    sql: `select format('function %s.%s(%s) has no fixed search_path', n.nspname, c.proname,
        pg_catalog.pg_get_function_identity_arguments(c.oid)) as detail
      from pg_catalog.pg_proc c join pg_catalog.pg_namespace n on n.oid = c.pronamespace
      where ${OURS} and ${NOT_EXTENSION_MEMBER}
        and not exists (select 1 from unnest(coalesce(c.proconfig, '{}')) s where s like 'search_path=%')`,
  },
  {
    name: 'security_definer_function_executable',
    level: 'WARN',
    sql: `select format('security definer function %s.%s(%s) is executable by %s', n.nspname, c.proname,
        pg_catalog.pg_get_function_identity_arguments(c.oid), r.role) as detail
      from pg_catalog.pg_proc c join pg_catalog.pg_namespace n on n.oid = c.pronamespace
      cross join (values ('anon'), ('authenticated')) r(role)
      where ${OURS} and c.prosecdef and pg_catalog.has_function_privilege(r.role, c.oid, 'EXECUTE')
        and (r.role = 'anon' or n.nspname || '.' || c.proname <> all (${ALLOWED_DEFINERS}))`,
  },
  {
    name: 'private_function_executable',
    level: 'WARN',
    sql: `select format('function %s.%s(%s) is executable by %s (revoke execute from public)', n.nspname, c.proname,
        pg_catalog.pg_get_function_identity_arguments(c.oid), r.role) as detail
      from pg_catalog.pg_proc c join pg_catalog.pg_namespace n on n.oid = c.pronamespace
      cross join (values ('anon'), ('authenticated')) r(role)
      where n.nspname = 'private' and ${NOT_EXTENSION_MEMBER}
        and pg_catalog.has_function_privilege(r.role, c.oid, 'EXECUTE')
        and (r.role = 'anon' or n.nspname || '.' || c.proname <> all (
          case when c.prosecdef then ${ALLOWED_DEFINERS} else ${ALLOWED_HELPERS} end))`,
  },
  {
    name: 'security_definer_search_path_not_empty',
    level: 'WARN',
    sql: `select format('security definer function %s.%s must use set search_path = ''''', n.nspname, c.proname) as detail
      from pg_catalog.pg_proc c join pg_catalog.pg_namespace n on n.oid = c.pronamespace
      where ${OURS} and c.prosecdef
        and not exists (select 1 from unnest(coalesce(c.proconfig, '{}')) s where s in ('search_path=', 'search_path=""'))`,
  },
  {
    name: 'auth_rls_initplan',
    level: 'WARN',
    // Every auth.<fn>() call must sit in its own (select …) so Postgres evaluates it once per query.
    sql: `select format('policy %s on %s.%s calls auth.<function>() per row; wrap it as (select auth.<function>())',
        p.polname, n.nspname, c.relname) as detail
      from ${POLICY_FROM}
      where c.relrowsecurity and n.nspname not like 'pg\\_%'
        and regexp_count(${POLICY_TEXT}, 'auth\\.(uid|jwt|role|email)\\(\\)')
          > regexp_count(${POLICY_TEXT}, 'select\\s+auth\\.(uid|jwt|role|email)\\(\\)')`,
  },
  {
    name: 'multiple_permissive_policies',
    level: 'WARN',
    sql: `select format('%s.%s has %s permissive %s policies for %s: %s', n.nspname, c.relname, count(*), a.action, r.role,
        string_agg(p.polname, ', ' order by p.polname)) as detail
      from ${POLICY_FROM}
      cross join lateral unnest(case p.polcmd when 'r' then array['SELECT'] when 'a' then array['INSERT']
        when 'w' then array['UPDATE'] when 'd' then array['DELETE']
        else array['SELECT', 'INSERT', 'UPDATE', 'DELETE'] end) a(action)
      cross join lateral (select rr.rolname::text as role from pg_catalog.pg_roles rr
        where (rr.oid = any (p.polroles) or p.polroles = array[0::oid])
          and rr.rolname in ('anon', 'authenticated')) r
      where ${OURS} and p.polpermissive
      group by n.nspname, c.relname, a.action, r.role
      having count(*) > 1`,
  },
  {
    name: 'unindexed_foreign_keys',
    level: 'WARN',
    // Splinter rates this INFO; the issue asks for an index on every foreign key, so it blocks here.
    sql: `select format('%s.%s: foreign key %s has no index starting with its columns', n.nspname, c.relname, k.conname) as detail
      from pg_catalog.pg_constraint k join pg_catalog.pg_class c on c.oid = k.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and ${OURS}
        and not exists (
          select 1 from pg_catalog.pg_index i
          where i.indrelid = k.conrelid and i.indisvalid and i.indpred is null
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(k.conkey)] operator(pg_catalog.@>) k.conkey
            and (string_to_array(i.indkey::text, ' ')::smallint[])[1:cardinality(k.conkey)] operator(pg_catalog.<@) k.conkey)`,
  },
  {
    name: 'duplicate_index',
    level: 'WARN',
    sql: `select format('%s.%s has identical indexes: %s', n.nspname, c.relname,
        string_agg(i.indexrelid::regclass::text, ', ' order by i.indexrelid::regclass::text)) as detail
      from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where ${OURS}
      group by n.nspname, c.relname, i.indkey::text, i.indclass::text, i.indcollation::text,
        coalesce(pg_catalog.pg_get_expr(i.indexprs, i.indrelid), ''), coalesce(pg_catalog.pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`,
  },
  {
    name: 'extension_in_public',
    level: 'WARN',
    sql: `select format('extension %s is installed in public; use the extensions schema', e.extname) as detail
      from pg_catalog.pg_extension e join pg_catalog.pg_namespace n on n.oid = e.extnamespace
      where n.nspname = 'public'`,
  },
  {
    name: 'rls_references_user_metadata',
    level: 'ERROR',
    sql: `select format('policy %s on %s.%s trusts user-editable metadata', p.polname, n.nspname, c.relname) as detail
      from ${POLICY_FROM} where ${POLICY_TEXT} ~ '(user_metadata|raw_user_meta_data)'`,
  },
  {
    name: 'rls_policy_always_true',
    level: 'WARN',
    sql: `select format('%s policy %s on %s.%s lets any client write any row', case p.polcmd when 'a' then 'insert'
        when 'w' then 'update' when 'd' then 'delete' else 'all' end, p.polname, n.nspname, c.relname) as detail
      from ${POLICY_FROM}
      where ${OURS} and p.polpermissive and p.polcmd <> 'r' and ${CLIENT_ROLE}
        and (regexp_replace(lower(coalesce(pg_catalog.pg_get_expr(p.polqual, p.polrelid), '')), '[\\s()]', '', 'g') in ('true', '1=1')
          or regexp_replace(lower(coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), '')), '[\\s()]', '', 'g') in ('true', '1=1')
          or (p.polcmd = 'a' and p.polwithcheck is null))`,
  },
  {
    name: 'rls_policy_null_auth_disjunct',
    level: 'WARN',
    sql: `select format('policy %s on %s.%s admits every row when auth.<function>() is null', p.polname, n.nspname, c.relname) as detail
      from ${POLICY_FROM}
      where p.polpermissive and ${CLIENT_ROLE}
        and ${POLICY_TEXT} ~ 'auth\\.(uid|jwt|role)\\(\\)( as \\w+)?\\)*\\s+is\\s+null'`,
  },
  {
    name: 'public_bucket_allows_listing',
    level: 'WARN',
    sql: `select format('public bucket %s: SELECT policy %s lets any client list its files', b.id, p.polname) as detail
      from storage.buckets b
      join ${POLICY_FROM} on n.nspname = 'storage' and c.relname = 'objects'
      where b.public and p.polcmd in ('r', '*') and p.polpermissive and ${CLIENT_ROLE}
        and ${POLICY_TEXT} !~ 'auth\\.(uid|jwt)\\(\\)'
        and (p.polqual is null or ${POLICY_TEXT} like '%' || quote_literal(b.id) || '%'
          or regexp_replace(lower(pg_catalog.pg_get_expr(p.polqual, p.polrelid)), '[\\s()]', '', 'g') in ('true', '1=1'))`,
  },
  {
    name: 'fkey_to_auth_unique',
    level: 'ERROR',
    sql: `select format('%s.%s: foreign key %s references a non-primary unique key of %s', n.nspname, c.relname, k.conname,
        k.confrelid::regclass) as detail
      from pg_catalog.pg_constraint k join pg_catalog.pg_class c on c.oid = k.conrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      join pg_catalog.pg_class rc on rc.oid = k.confrelid join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
      join pg_catalog.pg_class ic on ic.oid = k.conindid
      where k.contype = 'f' and rn.nspname = 'auth'
        and not exists (select 1 from pg_catalog.pg_index i where i.indexrelid = ic.oid and i.indisprimary)`,
  },
  {
    name: 'no_primary_key',
    level: 'WARN',
    sql: `select format('%s.%s has no primary key (realtime and replication need one)', n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${OURS}
        and not exists (select 1 from pg_catalog.pg_index i where i.indrelid = c.oid and i.indisprimary)`,
  },
  {
    name: 'client_dangerous_table_privileges',
    level: 'WARN',
    sql: `select format('%s holds %s on %s.%s', r.role, pr.priv, n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      cross join (values ('anon'), ('authenticated')) r(role)
      cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) pr(priv)
      where c.relkind in ('r', 'p', 'v') and ${API} and pg_catalog.has_table_privilege(r.role, c.oid, pr.priv)`,
  },
  {
    name: 'policy_without_role',
    level: 'WARN',
    sql: `select format('policy %s on %s.%s applies to every role; name anon and/or authenticated', p.polname, n.nspname, c.relname) as detail
      from ${POLICY_FROM} where ${OURS} and p.polroles = array[0::oid]`,
  },
  {
    name: 'missing_comment',
    level: 'WARN',
    sql: `select format('%s %s.%s has no comment', case c.relkind when 'v' then 'view' else 'table' end, n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v') and ${API} and pg_catalog.obj_description(c.oid, 'pg_class') is null`,
  },
  {
    name: 'rls_enabled_no_policy',
    level: 'INFO',
    sql: `select format('%s.%s has row level security but no policy: clients can do nothing with it', n.nspname, c.relname) as detail
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${OURS} and c.relrowsecurity
        and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)`,
  },
];
