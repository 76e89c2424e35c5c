import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { inject } from 'vitest';
import { userAccessToken } from '../../stack/keys.ts';

export interface StackEnv {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  mailUrl: string;
}

export const stackEnv = (): StackEnv => inject('stack');

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

/** A supabase-js client as an anonymous visitor. */
export function anonClient(): SupabaseClient {
  const env = stackEnv();
  return createClient(env.apiUrl, env.anonKey, options);
}

/** A supabase-js client with the service_role key (bypasses RLS) — for test setup and checks only. */
export function serviceClient(): SupabaseClient {
  const env = stackEnv();
  return createClient(env.apiUrl, env.serviceRoleKey, options);
}

/**
 * The explicit 18+ confirmation every new account carries in its user metadata: the profile trigger refuses
 * an auth user without it (supabase/migrations/20261208020000_adult_confirmation.sql).
 */
export const ADULT = { adult_confirmed: true } as const;

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  client: SupabaseClient;
  /** The user's access token (for realtime's setAuth or raw fetches). */
  accessToken: string;
}

/**
 * A fresh, confirmed user signed in through the public API. Sign-ups need a mailed confirmation
 * (`enable_confirmations = true`), so the account is created the way an operator would, with the
 * admin API's `email_confirm`, and then signs in with its password as the app does.
 */
export async function signedInUser(metadata: Record<string, unknown> = {}, prefix = 'user'): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = 'password-123';
  const created = await serviceClient().auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: prefix, ...ADULT, ...metadata },
  });
  if (created.error) throw created.error;
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  if (!data.session || !data.user) throw new Error(`sign-in of ${email} returned no session`);
  return { id: data.user.id, email, password, client, accessToken: data.session.access_token };
}

/** A moderator as operators make one: the service role sets app_metadata, then the person signs in again. */
export async function signedInModerator(): Promise<TestUser> {
  const user = await signedInUser({}, 'mod');
  const granted = await serviceClient().auth.admin.updateUserById(user.id, { app_metadata: { role: 'moderator' } });
  if (granted.error) throw granted.error;
  const { data, error } = await user.client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { ...user, accessToken: data.session.access_token };
}

/** A direct superuser connection, for checking what is really stored. Close it in afterAll. */
export async function dbClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: stackEnv().dbUrl });
  await client.connect();
  return client;
}

/**
 * Creates a confirmed user straight in auth.users (firing the project's auth triggers) and
 * returns a client carrying a JWT minted like GoTrue's. Independent of the auth service, so
 * database and storage suites test RLS on their own.
 */
export async function mintUser(
  db: pg.Client,
  metadata: Record<string, unknown> = {},
  prefix = 'user',
): Promise<TestUser> {
  const env = stackEnv();
  const id = randomUUID();
  const email = uniqueEmail(prefix);
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
       extensions.crypt('password-123', extensions.gen_salt('bf', 4)), now(),
       '{"provider":"email","providers":["email"]}', $3, now(), now())`,
    [id, email, JSON.stringify({ name: prefix, ...ADULT, ...metadata })],
  );
  const token = userAccessToken(env.jwtSecret, { sub: id, email, userMetadata: metadata });
  // The accessToken callback (not a fixed Authorization header) is what supabase-js also hands to
  // realtime on every join, so REST, storage and realtime all act as this user.
  const client = createClient(env.apiUrl, env.anonKey, { ...options, accessToken: async () => token });
  await client.realtime.setAuth();
  return { id, email, password: 'password-123', client, accessToken: token };
}
