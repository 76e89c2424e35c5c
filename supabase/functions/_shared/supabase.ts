// supabase-js for functions: as the calling user (their Authorization header forwarded, so RLS and
// auth.uid() see them and nothing the request body says about who they are matters), or as the
// service role for the few RPCs only the server may call.
import { createClient, type SupabaseClient } from 'npm:@supabase/supabase-js@2.119.1';

function env(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`${name} is not set (the functions runtime provides it)`);
  return value;
}

const options = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

/** Acts as whoever sent `authorization` (`Bearer <their access token>`). */
export function userClient(authorization: string): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...options,
    global: { headers: { Authorization: authorization } },
  });
}

let service: SupabaseClient | undefined;

/** Bypasses RLS; only for service-role RPCs (attach a checkout, record a provider event). */
export function serviceClient(): SupabaseClient {
  service ??= createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), options);
  return service;
}
