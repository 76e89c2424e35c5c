import bcrypt from 'bcryptjs';
import { AuthError, badRequest, validation } from './errors.ts';

// The address format GoTrue's checkmail accepts: a dot-atom local part and a DNS-style domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** GoTrue's validateEmail: required, ≤255 chars, well-formed; stored lower-cased. */
export function validateEmail(email: string): string {
  if (email === '') throw validation('An email address is required');
  if (email.length > 255) throw validation('An email address is too long');
  if (!EMAIL.test(email)) throw validation('Unable to validate email address: invalid format');
  return email.toLowerCase();
}

/** bcrypt only looks at the first 72 bytes, so GoTrue refuses longer passwords outright. */
export const MAX_PASSWORD_BYTES = 72;

/** GoTrue's checkPasswordStrength for the length policy (the CLI sets no character classes). */
export function checkPasswordStrength(password: string, minLength: number) {
  const bytes = Buffer.byteLength(password, 'utf8');
  if (bytes > MAX_PASSWORD_BYTES) throw validation(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`);
  if (bytes < minLength) {
    throw new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}

/** The weak_password note a password sign-in carries when the stored password no longer meets the policy. */
export function weakPasswordNote(password: string, minLength: number) {
  if (Buffer.byteLength(password, 'utf8') >= minLength) return undefined;
  return { message: `Password should be at least ${minLength} characters.`, reasons: ['length'] };
}

// GoTrue's bcrypt.DefaultCost.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

/** Verifies against bcryptjs ($2b$) and pgcrypto crypt() ($2a$) hashes alike; anything unparsable fails closed. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** A bcrypt hash supplied by an admin (`password_hash`) must at least parse as one. */
export function assertBcryptHash(hash: string) {
  if (!/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/.test(hash)) throw badRequest('validation_failed', 'Invalid password hash');
}
