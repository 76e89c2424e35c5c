import type { AuthChangeEvent, GoTrueClient, SupportedStorage } from '@supabase/auth-js';
import type { FunctionsClient } from '@supabase/functions-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { RealtimeClient } from '@supabase/realtime-js';
import type { StorageClient } from '@supabase/storage-js';
import { getEnv } from '@/config/env';
import type { Database } from '@/types/database';
import { type KeyValueReader, readStoredSession } from './auth/stored-session';
import { authStorage } from './auth-storage';
import { matchingFetch, startedRequestsOf } from './early-fetch';

type Fetch = typeof fetch;

/**
 * The supabase-js release whose packages this client is composed of (package.json pins all six at
 * it; a unit test keeps this in step). Sent as supabase-js sends it, so the API sees the same client.
 */
export const SUPABASE_JS_VERSION = '2.119.1';

/**
 * The one fetch every part of the client sends its HTTP requests with (auth, PostgREST, storage,
 * functions, realtime's REST broadcast): supabase-js's `global.fetch`. A wrapper (e.g. one that
 * reuses requests the HTML started early) goes here, and only here.
 */
const baseFetch: Fetch = (...args) => fetch(...args);

/** New-format keys are not JWTs: supabase-js never sends them as a Bearer token to Edge Functions. */
const isNewApiKey = (key: string) => key.startsWith('sb_publishable_') || key.startsWith('sb_secret_');

export interface VelvetClientOptions {
  /** Where the session is kept (the "Remember me" choice); read synchronously until auth-js has loaded. */
  storage: SupportedStorage & KeyValueReader;
  fetch?: Fetch;
}

/** A loader that loads once; a failed load (offline) is tried again on the next call. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * supabase-js's `SupabaseClient`, composed from its own packages so the first screen loads only
 * postgrest-js: auth-js, realtime-js (with phoenix), storage-js and functions-js are each loaded on
 * first use (docs/decisions.md). Wired as `SupabaseClient` 2.119.1 wires them
 * (node_modules/@supabase/supabase-js/src/SupabaseClient.ts): same URLs, headers, storage key,
 * auth options, `fetchWithAuth` rule and realtime `setAuth` on every auth event.
 *
 * Until auth-js has loaded, a request carries what auth-js's `getSession()` would give when storage
 * alone can tell (`readStoredSession`): the stored session's access token while it is valid beyond
 * auth-js's refresh margin, or none when nothing is stored. Otherwise (a session to refresh, a URL
 * carrying auth) it waits for auth-js, which decides as it always did.
 */
export function createVelvetClient(supabaseUrl: string, supabaseKey: string, options: VelvetClientOptions) {
  const baseUrl = new URL(supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`);
  const realtimeUrl = new URL('realtime/v1', baseUrl);
  realtimeUrl.protocol = realtimeUrl.protocol.replace('http', 'ws');
  const headers = { 'X-Client-Info': `supabase-js/${SUPABASE_JS_VERSION}; platform=browser` };
  const globalFetch = options.fetch ?? baseFetch;

  // Realtime follows the session as supabase-js's `_handleTokenChanged` does, from the first auth
  // event on, whether or not realtime has loaded yet.
  let realtimeClient: RealtimeClient | undefined;
  let changedAccessToken: string | undefined;
  const onAuthEvent = (event: AuthChangeEvent, token: string | undefined) => {
    if (
      (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN' || event === 'INITIAL_SESSION') &&
      changedAccessToken !== token
    ) {
      changedAccessToken = token;
      void realtimeClient?.setAuth(token);
    } else if (event === 'SIGNED_OUT') {
      changedAccessToken = undefined;
      void realtimeClient?.setAuth();
    }
  };

  let authClient: GoTrueClient | undefined;
  const auth = once(async (): Promise<GoTrueClient> => {
    const authJs = await import('@supabase/auth-js');
    const client = new authJs.AuthClient({
      url: new URL('auth/v1', baseUrl).href,
      headers: { Authorization: `Bearer ${supabaseKey}`, apikey: supabaseKey, ...headers },
      // supabase-js's default key: sessions stored before this client existed are still read.
      storageKey: `sb-${baseUrl.hostname.split('.')[0]}-auth-token`,
      storage: options.storage,
      persistSession: true,
      autoRefreshToken: true,
      // Recovery links land on /reset-password with the session in the URL fragment (implicit flow).
      detectSessionInUrl: true,
      flowType: 'implicit',
      fetch: globalFetch,
      hasCustomAuthorizationHeader: false,
    });
    client.onAuthStateChange((event, session) => onAuthEvent(event, session?.access_token));
    authClient = client;
    return client;
  });

  const sessionToken = async () => {
    if (!authClient) {
      const stored = readStoredSession(baseUrl.href, options.storage);
      if (stored !== undefined) return stored?.access_token ?? null;
    }
    return (await (await auth()).getSession()).data.session?.access_token ?? null;
  };

  /**
   * supabase-js's `fetchWithAuth`: every request carries the `apikey`, and the signed-in user's
   * access token as its Bearer (the key itself when signed out), read from the session per request
   * so a refreshed token is used at once.
   */
  const fetchWithAuth =
    (inner: Fetch, { omitNewKeyAsBearer = false } = {}): Fetch =>
    async (input, init) => {
      const token = await sessionToken();
      const requestHeaders = new Headers(init?.headers);
      if (!requestHeaders.has('apikey')) requestHeaders.set('apikey', supabaseKey);
      const bearer = token ?? (omitNewKeyAsBearer && isNewApiKey(supabaseKey) ? null : supabaseKey);
      if (!requestHeaders.has('Authorization') && bearer) requestHeaders.set('Authorization', `Bearer ${bearer}`);
      return inner(input, { ...init, headers: requestHeaders });
    };
  const authedFetch = fetchWithAuth(globalFetch);

  const rest = new PostgrestClient<Database>(new URL('rest/v1', baseUrl).href, {
    headers,
    schema: 'public',
    fetch: globalFetch,
    // PostgREST applies the wrapper itself, so a per-request fetch carries the same headers.
    wrapFetch: (fetch) => fetchWithAuth(fetch),
  });

  const realtime = once(async (): Promise<RealtimeClient> => {
    // Auth first: its events must reach realtime from the session's first one on.
    await auth();
    const { RealtimeClient } = await import('@supabase/realtime-js');
    const client = new RealtimeClient(realtimeUrl.href, {
      headers,
      accessToken: async () => (await sessionToken()) ?? supabaseKey,
      fetch: authedFetch,
      params: { apikey: supabaseKey },
    });
    realtimeClient = client;
    // What supabase-js would have set on the session's first event, before any channel joins.
    if (changedAccessToken) await client.setAuth(changedAccessToken);
    return client;
  });

  const storage = once(async (): Promise<StorageClient> => {
    const { StorageClient } = await import('@supabase/storage-js');
    return new StorageClient(new URL('storage/v1', baseUrl).href, headers, authedFetch);
  });

  const functionsFetch = fetchWithAuth(globalFetch, { omitNewKeyAsBearer: true });
  const loadFunctions = once(() => import('@supabase/functions-js'));
  /** A fresh client per call, as supabase-js's `functions` getter gives. */
  const functions = async (): Promise<FunctionsClient> => {
    const { FunctionsClient } = await loadFunctions();
    return new FunctionsClient(new URL('functions/v1', baseUrl).href, { headers, customFetch: functionsFetch });
  };

  return {
    /** The auth client (session, sign-in, MFA), loaded on first use. */
    auth,
    // bind keeps PostgrestClient's overloads and the Database typing of tables, views and functions.
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    /** The realtime client (channels, presence, broadcast), loaded on first use. */
    realtime,
    /** The storage client (uploads, signed URLs), loaded on first use. */
    storage,
    /** The Edge Functions client, loaded on first use. */
    functions,
  };
}

export type VelvetClient = ReturnType<typeof createVelvetClient>;

/**
 * The response of an Edge Function that answered with an error status (functions-js's
 * `FunctionsHttpError`), else null. Told by the error's name rather than `instanceof`, so code that
 * reads a function's error does not bring functions-js into a first screen (it loads on first call).
 */
export function functionErrorResponse(error: unknown): Response | null {
  if (!(error instanceof Error) || error.name !== 'FunctionsHttpError' || !('context' in error)) return null;
  return error.context instanceof Response ? error.context : null;
}

const env = getEnv();

/**
 * The app's only Supabase client. Components never import it: each feature's `api/` wraps the
 * calls it needs in fetchers and TanStack Query hooks. On a cold load its first requests may already
 * be under way, started by the HTML (issue 17, lib/early-fetch.ts): it takes those instead of asking twice.
 */
export const supabase: VelvetClient = createVelvetClient(env.supabaseUrl, env.supabaseAnonKey, {
  storage: authStorage,
  fetch: matchingFetch(startedRequestsOf(window)),
});
