import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempStack, type TempStack } from '../support/temp-stack.ts';

// A project of its own that leans on two things `supabase start` gives every project: `extensions`
// on the search path of migrations and seed.sql (the gen_salt idiom), and `[api] schemas`.
let temp: TempStack;
/** A fresh visitor per use: a sign-in would make the client send the user's token from then on. */
let anon: () => SupabaseClient;

const SEEDED_EMAIL = 'seeded@example.test';

beforeAll(async () => {
  temp = await startTempStack({
    configToml: `project_id = "fidelity"

[api]
schemas = ["public", "other"]
extra_search_path = ["public", "extensions"]
max_rows = 1000
`,
    files: {
      'migrations/20250101000000_schemas.sql': `
        create schema other;
        create table other.notes (id int primary key, body text not null, digest text not null);
        alter table other.notes enable row level security;
        create policy "notes are public" on other.notes for select to anon using (true);
        grant usage on schema other to anon;
        grant select on other.notes to anon;
        -- Unqualified pgcrypto in a migration, as projects written for the CLI do.
        insert into other.notes values (1, 'from a migration', encode(digest('x', 'sha256'), 'hex'));

        create schema hidden;
        create table hidden.secrets (id int primary key);
        grant usage on schema hidden to anon;
        grant select on hidden.secrets to anon;
      `,
      'seed.sql': `
        -- The common seed idiom: a confirmed user whose password is hashed with gen_salt('bf').
        insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
          raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
        values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
          '${SEEDED_EMAIL}', crypt('seeded-password', gen_salt('bf')), now(),
          '{"provider":"email","providers":["email"]}', '{}', now(), now());
      `,
    },
  });
  anon = () =>
    createClient(temp.stack.apiUrl, temp.stack.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
}, 120_000);

afterAll(async () => {
  await temp?.dispose();
});

describe('stack fidelity: search_path of migrations and seed.sql', () => {
  it('runs crypt()/gen_salt() unqualified in seed.sql, and the seeded user signs in with supabase-js', async () => {
    const { data, error } = await anon().auth.signInWithPassword({ email: SEEDED_EMAIL, password: 'seeded-password' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(SEEDED_EMAIL);
    const wrong = await anon().auth.signInWithPassword({ email: SEEDED_EMAIL, password: 'not-it' });
    expect(wrong.error?.code).toBe('invalid_credentials');
  });
});

describe('stack fidelity: [api] schemas', () => {
  it('exposes a schema listed in config.toml to .schema()', async () => {
    const { data, error } = await anon().schema('other').from('notes').select('id, body');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, body: 'from a migration' }]);
  });

  it('refuses a schema that is not listed with PGRST106, even where grants would allow it', async () => {
    const { data, error } = await anon().schema('hidden').from('secrets').select('id');
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST106' });
    expect(error?.message).toContain('public, other');
  });
});

// README "Known differences from supabase start": PostgREST 12 here, 14 on the CLI and hosted.
// If these start failing, PostgREST was upgraded and the README list needs updating.
describe('stack fidelity: documented PostgREST 12 differences', () => {
  it('answers a missing table with 42P01 (v14: PGRST205) and refuses Prefer: max-affected (PGRST122)', async () => {
    const missing = await anon().from('no_such_table').select('*');
    expect(missing.error?.code).toBe('42P01');
    const res = await fetch(`${temp.stack.apiUrl}/rest/v1/notes?id=eq.1`, {
      method: 'DELETE',
      headers: {
        apikey: temp.stack.keys.anonKey,
        'content-profile': 'other',
        prefer: 'handling=strict, max-affected=1',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST122' });
  });
});
