import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { stackEnv } from './stack-env.ts';

/**
 * A client acting as the holder of `accessToken` on REST, storage and realtime alike (supabase-js
 * hands the accessToken callback to realtime on every join). No session of its own.
 */
export function tokenClient(accessToken: string): SupabaseClient {
  const env = stackEnv();
  return createClient(env.apiUrl, env.anonKey, {
    accessToken: async () => accessToken,
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

/** Channel options for a private channel (Realtime Authorization), with presence under `presenceKey`. */
export const privately = (presenceKey?: string) => ({
  config: { private: true, ...(presenceKey ? { presence: { key: presenceKey, enabled: true } } : {}) },
});

/** Joins `channel` and settles with the first status other than CLOSED (SUBSCRIBED, CHANNEL_ERROR, TIMED_OUT). */
export async function join(channel: RealtimeChannel): Promise<{ status: string; err?: Error }> {
  // The client fetches its token asynchronously; settle it first so the join carries it.
  await channel.socket.setAuth();
  return new Promise((resolve) =>
    channel.subscribe((status, err) => {
      if (status !== 'CLOSED') resolve({ status, err });
    }),
  );
}
