import { createClient } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import type { Database } from '@/types/database';
import { authStorage } from './auth-storage';

const env = getEnv();

/**
 * The app's only supabase-js client. Components never import it: each feature's `api/` wraps the
 * calls it needs in fetchers and TanStack Query hooks.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    storage: authStorage,
    persistSession: true,
    autoRefreshToken: true,
    // Recovery links land on /reset-password with the session in the URL fragment (implicit flow).
    detectSessionInUrl: true,
  },
});
