import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/types/database.ts';
import { e2eEnv } from './env.ts';

// Node 20 has no global WebSocket, and supabase-js builds its realtime client eagerly.
const g = globalThis as { WebSocket?: unknown };
g.WebSocket ??= WebSocket;

/**
 * The e2e suite's one way to reach the stack outside the browser: supabase-js, as the app (or an
 * operator) would, so every write by a "second person" is checked by RLS like theirs would be.
 */
function client(key: string, storage?: SupportedStorage) {
  return createClient<Database>(e2eEnv('E2E_API_URL'), key, {
    auth: { persistSession: storage !== undefined, storage, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
export type ApiClient = ReturnType<typeof client>;

/** A visitor's client with the anon key; `storage` keeps its session where the caller wants it. */
export const anonClient = (storage?: SupportedStorage): ApiClient => client(e2eEnv('E2E_ANON_KEY'), storage);

/** The service role (bypasses RLS): test setup only, such as creating confirmed accounts. Never given to the app. */
export const adminClient = (): ApiClient => client(e2eEnv('E2E_SERVICE_ROLE_KEY'));

export interface Credentials {
  email: string;
  password: string;
}

/** A second person acting through supabase-js, as their own browser would: signed in with their password. */
export async function signedInClient(user: Credentials): Promise<ApiClient> {
  const api = anonClient();
  const { error } = await api.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
  return api;
}

/** The signed-in user's own profile row (the database makes their username from the display name). */
export async function ownProfile(api: ApiClient) {
  const { data: auth } = await api.auth.getUser();
  if (!auth.user) throw new Error('not signed in');
  const { data, error } = await api.from('profiles').select('id, name, username').eq('id', auth.user.id).single();
  if (error) throw new Error(error.message);
  return data;
}

/** What the profile's Start chat button does: get_or_create_conversation as the signed-in user. */
export async function startConversation(api: ApiClient, userId: string, otherId: string): Promise<string> {
  const { data, error } = await api.rpc('get_or_create_conversation', { user1_id: userId, user2_id: otherId });
  if (error) throw new Error(`get_or_create_conversation failed: ${error.message}`);
  return data;
}

/** The storage paths of a conversation's media messages, as the signed-in participant reads them. */
export async function mediaPaths(api: ApiClient, conversationId: string): Promise<string[]> {
  const { data, error } = await api
    .from('messages')
    .select('media_url')
    .eq('conversation_id', conversationId)
    .not('media_url', 'is', null);
  if (error) throw new Error(error.message);
  return data.flatMap((row) => (row.media_url ? [row.media_url] : []));
}

/** The HTTP status of asking storage for a signed URL to a chat file, as the signed-in user. */
export async function signMediaStatus(api: ApiClient, path: string): Promise<number | undefined> {
  const { error } = await api.storage.from('chat-media').createSignedUrl(path, 60);
  return error ? error.status : 200;
}
