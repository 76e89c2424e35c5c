import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/types/database.ts';
import { e2eEnv } from '../support/env.ts';
import type { TestUser } from '../support/users.ts';

// Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;

const newClient = () =>
  createClient<Database>(e2eEnv('E2E_API_URL'), e2eEnv('E2E_ANON_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
export type ApiClient = ReturnType<typeof newClient>;

/**
 * A second person acting through supabase-js, as their own browser would: signed in with their
 * password, every write checked by RLS.
 */
export async function signedInClient(user: Pick<TestUser, 'email' | 'password'>): Promise<ApiClient> {
  const client = newClient();
  const { error } = await client.auth.signInWithPassword(user);
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
  return client;
}

/** The signed-in user's own profile row (the database makes their username from the display name). */
export async function ownProfile(client: ApiClient) {
  const { data: auth } = await client.auth.getUser();
  if (!auth.user) throw new Error('not signed in');
  const { data, error } = await client.from('profiles').select('id, name, username').eq('id', auth.user.id).single();
  if (error) throw new Error(error.message);
  return data;
}
