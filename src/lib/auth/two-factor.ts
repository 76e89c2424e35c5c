import type { Factor, Session } from '@supabase/supabase-js';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/** GoTrue's MFA error codes as sentences a person can act on; anything else goes through `toError`. */
const MESSAGES: Record<string, string> = {
  mfa_verification_failed: 'That code is not right. Check your authenticator app and enter the current code.',
  mfa_challenge_expired: 'That code took too long. Enter the current code from your authenticator app.',
  mfa_factor_not_found: 'This authenticator was removed. Reload the page and try again.',
  insufficient_aal: 'Enter the code from your authenticator app first.',
  mfa_factor_name_conflict: 'Set-up is already under way. Reload the page and try again.',
  too_many_enrolled_mfa_factors: 'You have too many authenticators. Remove one to add another.',
  mfa_totp_enroll_not_enabled: 'Two-factor authentication is not available right now.',
  mfa_totp_verify_not_enabled: 'Two-factor authentication is not available right now.',
};

export function twoFactorError(error: unknown): Error {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const message = typeof code === 'string' ? MESSAGES[code] : undefined;
  return message ? new Error(message, { cause: error }) : toError(error);
}

/** Authenticators in the order they were added: the first one set up, then its backups. */
export const oldestFirst = (a: Factor, b: Factor) => a.created_at.localeCompare(b.created_at);

/**
 * The account's verified authenticators (TOTP) as the session knows them, oldest first: the first one
 * set up, then any backups (another phone, a password manager).
 */
export const verifiedTotpFactors = (session: Session | null): Factor[] =>
  (session?.user.factors ?? []).filter((f) => f.status === 'verified' && f.factor_type === 'totp').sort(oldestFirst);

/** Challenge + verify in one: the session becomes aal2 (supabase-js stores it and tells the app). */
export async function verifyCode(factorId: string, code: string): Promise<void> {
  const { error } = await (await supabase.auth()).mfa.challengeAndVerify({ factorId, code });
  if (error) throw twoFactorError(error);
}

export const useVerifyCode = () =>
  useMutation({
    mutationKey: ['auth', 'verify-code'],
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => verifyCode(factorId, code),
  });

/**
 * The verified authenticators to ask a code from, where the database wants one (VM014). The session
 * names them when they were verified before this session began; one verified on another device since
 * is not in this session's copy of the user, so the auth service is asked (`listFactors` reads the user).
 */
export function useVerifiedFactors(session: Session | null) {
  const known = verifiedTotpFactors(session);
  const listed = useQuery({
    queryKey: ['auth', 'verified-factors', session?.user.id],
    enabled: known.length === 0 && !!session,
    queryFn: async () => {
      const { data, error } = await (await supabase.auth()).mfa.listFactors();
      if (error) throw twoFactorError(error);
      return data.totp.filter((f) => f.status === 'verified').sort(oldestFirst);
    },
  });
  return known.length > 0
    ? { factors: known, isPending: false, error: null }
    : { factors: listed.data ?? [], isPending: listed.isPending && !!session, error: listed.error };
}
