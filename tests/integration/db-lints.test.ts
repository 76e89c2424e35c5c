import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, queryLints, runDbLints } from '../../scripts/lint-db.ts';
import { loadConfig } from '../../stack/config.ts';
import { AVATAR_MAX_BYTES, MEDIA_MAX_BYTES } from '../../src/lib/storage/files.ts';
import { dbClient } from '../support/stack-env.ts';

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(() => db.end());

describe('database advisor lints', () => {
  it('finds no ERROR or WARN in the migrated schema', async () => {
    const findings = blocking(await runDbLints(db));
    expect(findings.map((f) => `${f.level} ${f.lint}: ${f.detail}`)).toEqual([]);
  });

  it('catches each kind of mistake (so the clean result above means something)', async () => {
    await db.query('begin');
    try {
      await db.query(`
        create table public.lint_probe (id int, owner uuid references public.profiles (id));
        create policy probe_all on public.lint_probe for select using (owner = auth.uid());
        create policy probe_anon on public.lint_probe for select to anon using (auth.uid() is null or owner = (select auth.uid()));
        create policy probe_insert on public.lint_probe for insert to authenticated with check (true);
        create policy probe_meta on public.lint_probe for update to authenticated
          using (((select auth.jwt()) -> 'user_metadata' ->> 'role') = 'admin');
        create index lint_probe_a on public.lint_probe (id);
        create index lint_probe_b on public.lint_probe (id);
        create table public.lint_probe_rls (id int primary key, owner uuid);
        alter table public.lint_probe_rls enable row level security;
        create policy probe_initplan on public.lint_probe_rls for select to authenticated using (owner = auth.uid());
        create view public.lint_probe_definer as select id from public.lint_probe;
        create view public.lint_probe_users as select id, email from auth.users;
        create function public.lint_probe_fn() returns int language sql security definer as 'select 1';
        create materialized view public.lint_probe_mat as select 1 as x;
        create extension if not exists cube schema public;
        create table public.lint_probe_identity (id int primary key, pid text, prov text,
          foreign key (pid, prov) references auth.identities (provider_id, provider));
        create index on public.lint_probe_identity (pid, prov);
        comment on table public.lint_probe_identity is 'probe';
        alter table public.lint_probe_identity enable row level security;
        create policy lint_probe_listing on storage.objects for select to anon using (bucket_id = 'avatars');
        create function private.lint_probe_helper() returns int language sql set search_path = '' as 'select 1';
      `);
      const fired = new Set(blocking(await queryLints(db)).map((f) => f.lint));
      expect([...fired].sort()).toEqual(
        [
          'auth_rls_initplan',
          'auth_users_exposed',
          'client_dangerous_table_privileges',
          'duplicate_index',
          'extension_in_public',
          'fkey_to_auth_unique',
          'function_search_path_mutable',
          'materialized_or_foreign_table_in_api',
          'missing_comment',
          'multiple_permissive_policies',
          'no_primary_key',
          'policy_exists_rls_disabled',
          'policy_without_role',
          'private_function_executable',
          'public_bucket_allows_listing',
          'rls_disabled_in_api',
          'rls_policy_always_true',
          'rls_policy_null_auth_disjunct',
          'rls_references_user_metadata',
          'security_definer_function_executable',
          'security_definer_search_path_not_empty',
          'security_definer_view',
          'unindexed_foreign_keys',
        ].sort(),
      );
    } finally {
      await db.query('rollback');
    }
  });

  it('publishes exactly the live tables to realtime, never posts or locked media paths', async () => {
    const { rows } = await db.query(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by 1`,
    );
    expect(rows.map((r) => r.tablename)).toEqual([
      'conversation_participants',
      'conversations',
      'messages',
      'notifications',
      'wallet_topups',
    ]);
  });

  it('declares the same buckets in config.toml as the storage migration creates', async () => {
    const config = loadConfig(path.resolve(import.meta.dirname, '../../supabase')).storage.buckets;
    const { rows } =
      await db.query(`select id, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets
      where id in ('avatars', 'covers', 'post-media', 'locked-media', 'chat-media', 'support-screenshots') order by id`);
    const fromConfig = config.map((b) => ({
      id: b.id,
      public: b.public,
      limit: b.fileSizeLimit,
      allowed_mime_types: b.allowedMimeTypes,
    }));
    expect(fromConfig.sort((a, b) => a.id.localeCompare(b.id))).toEqual(rows);
    // What the app says before an upload is the buckets' real limit.
    expect(rows.find((r) => r.id === 'avatars')?.limit).toBe(AVATAR_MAX_BYTES);
    expect(rows.find((r) => r.id === 'post-media')?.limit).toBe(MEDIA_MAX_BYTES);
  });
});
