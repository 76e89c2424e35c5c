import type { Factor } from '@supabase/supabase-js';
import { getEnv } from '@/config/env';
import { toError } from '@/lib/errors';
import { oldestFirst, twoFactorError } from './two-factor';

export const WRONG_PASSWORD = 'That password is not right. Enter the password you sign in with.';

/** A sign-in made on the side, just now, to prove it is the account's owner (account deletion). */
export interface Reauthentication {
  /** The verified authenticators a code must come from before `accessToken` counts (none: it counts now). */
  factors: Factor[];
  /** The fresh session's access token (aal2 once `verifyCode` succeeded). */
  accessToken(): Promise<string>;
  verifyCode(factorId: string, code: string): Promise<void>;
  /** Ends the side session (cancelled): its refresh token is revoked. */
  end(): Promise<void>;
}

/**
 * Signs in again with the password on a client of its own, which keeps its session in memory and never
 * touches the app's: the app's session (and the two-factor gate that follows it) stays as it is, and
 * only the request that needs a recent sign-in carries the new token. The database decides from that
 * token's `amr` (private.require_recent_sign_in); this only gets one.
 */
export async function reauthenticate(email: string, password: string): Promise<Reauthentication> {
  const { AuthClient: Client } = await import('@supabase/auth-js');
  const { supabaseUrl, supabaseAnonKey } = getEnv();
  const client = new Client({
    url: new URL('auth/v1', supabaseUrl.endsWith('/') ? supabaseUrl : `${supabaseUrl}/`).href,
    headers: { Authorization: `Bearer ${supabaseAnonKey}`, apikey: supabaseAnonKey },
    storageKey: 'velvet-reauthentication',
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
  });
  const { data, error } = await client.signInWithPassword({ email, password });
  if (error) throw error.code === 'invalid_credentials' ? new Error(WRONG_PASSWORD, { cause: error }) : toError(error);
  const factors = (data.user.factors ?? [])
    .filter((f) => f.status === 'verified' && f.factor_type === 'totp')
    .sort(oldestFirst);
  return {
    factors,
    accessToken: async () => {
      const token = (await client.getSession()).data.session?.access_token;
      if (!token) throw new Error('Your session ended. Enter your password again.');
      return token;
    },
    verifyCode: async (factorId, code) => {
      const verified = await client.mfa.challengeAndVerify({ factorId, code });
      if (verified.error) throw twoFactorError(verified.error);
    },
    end: async () => {
      await client.signOut({ scope: 'local' });
    },
  };
}
