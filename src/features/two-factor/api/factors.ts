import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import { twoFactorError, verifyCode } from '@/lib/auth/two-factor';
import { twoFactorKeys } from './keys';

/** What the authenticator app shows next to the account, and the issuer in its list. */
export const FRIENDLY_NAME = 'Authenticator app';
export const ISSUER = 'Velvet';

/**
 * The name of the next authenticator: the first is "Authenticator app", backups "Backup authenticator",
 * "Backup authenticator 2", … (GoTrue refuses a name the user's factors already have).
 */
export function nextFriendlyName(factors: readonly Factor[]): string {
  const taken = new Set(factors.map((f) => f.friendly_name));
  if (!taken.has(FRIENDLY_NAME)) return FRIENDLY_NAME;
  for (let n = 1; ; n += 1) {
    const name = n === 1 ? 'Backup authenticator' : `Backup authenticator ${n}`;
    if (!taken.has(name)) return name;
  }
}

/** A code from one of the user's authenticators, to make the session aal2 before a change that needs it. */
export interface StepUp {
  factorId: string;
  code: string;
}

/** Every factor of the signed-in user (GET /user's `factors`), verified or still being set up. */
export const factorsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: twoFactorKeys.factors(userId),
    queryFn: async (): Promise<Factor[]> => {
      const { data, error } = await (await supabase.auth()).mfa.listFactors();
      if (error) throw twoFactorError(error);
      return data.all;
    },
  });

export const useFactors = (userId: string) => useQuery(factorsQueryOptions(userId));

export interface Enrollment {
  factorId: string;
  /** An SVG data URI, ready for an <img>. */
  qrCode: string;
  secret: string;
  uri: string;
}

/**
 * Starts setting up an authenticator: a set-up left unfinished earlier is removed first (an
 * unverified factor can be removed at aal1), then a new TOTP factor gives the QR code and secret.
 * A backup (the account already has a verified one) needs an aal2 session: `stepUp` gives the code.
 */
export function useEnrollTotp(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stepUp }: { stepUp?: StepUp } = {}): Promise<Enrollment> => {
      if (stepUp) await verifyCode(stepUp.factorId, stepUp.code);
      const { mfa } = await supabase.auth();
      const { data: list, error: listError } = await mfa.listFactors();
      if (listError) throw twoFactorError(listError);
      for (const factor of list.all.filter((f) => f.status === 'unverified')) {
        const { error } = await mfa.unenroll({ factorId: factor.id });
        if (error) throw twoFactorError(error);
      }
      const { data, error } = await mfa.enroll({
        factorType: 'totp',
        friendlyName: nextFriendlyName(list.all.filter((f) => f.status === 'verified')),
        issuer: ISSUER,
      });
      if (error) throw twoFactorError(error);
      return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret, uri: data.totp.uri };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors(userId) }),
  });
}

/** Confirms a new authenticator with its first code; the list is fresh before the caller hears of it. */
export function useVerifyEnrollment(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) => verifyCode(factorId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors(userId) }),
  });
}

/**
 * Removes a factor. A verified one needs an aal2 session, so a code (when given) is verified first, from
 * `stepUp.factorId`: another authenticator when the one removed is the lost one. The session is then
 * refreshed so its token and user drop the factor.
 */
export function useRemoveFactor(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorId, stepUp }: { factorId: string; stepUp?: StepUp }) => {
      if (stepUp) await verifyCode(stepUp.factorId, stepUp.code);
      const auth = await supabase.auth();
      const { error } = await auth.mfa.unenroll({ factorId });
      if (error) throw twoFactorError(error);
      await auth.refreshSession();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.factors(userId) }),
  });
}
