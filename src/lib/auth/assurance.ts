import type { Session, User } from '@supabase/supabase-js';

/** The `aal` claim of the session's access token (GoTrue: aal1 after a password, aal2 after a code). */
export function sessionAal(session: Session): string | null {
  const payload = session.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal: unknown = (JSON.parse(json) as { aal?: unknown }).aal;
    return typeof aal === 'string' ? aal : null;
  } catch {
    return null;
  }
}

export const hasVerifiedFactor = (user: User) => (user.factors ?? []).some((f) => f.status === 'verified');

/**
 * True when the signed-in user must still enter their authenticator code: a verified factor and a
 * session at aal1. The same reading as supabase-js's `mfa.getAuthenticatorAssuranceLevel()`
 * (current level from the token, next level aal2 when a verified factor exists), done synchronously
 * so the app never draws a frame before the code step.
 */
export function needsSecondFactor(session: Session | null): boolean {
  if (!session) return false;
  return hasVerifiedFactor(session.user) && sessionAal(session) !== 'aal2';
}
