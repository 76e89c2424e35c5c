import type { StackContext } from '../types.ts';
import { AuthError, forbidden } from './errors.ts';

/**
 * A mailed code dies after this many wrong guesses (GoTrue has no such rule; hosted relies on the
 * verify rate limit). 5 leaves room for typos; with 8 digits an attacker's odds are 5 in 10^8 per code.
 */
export const MAX_OTP_GUESSES = 5;

/** The auth.one_time_tokens types (also the auth.users columns) a `{email, token, type}` verification can spend. */
const TOKEN_TYPES: Record<string, string[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};
const COLUMNS: ReadonlySet<string> = new Set(Object.values(TOKEN_TYPES).flat());

/** Guesses spent per pending code (keyed by its one_time_tokens row, which a new mail replaces). */
const perStack = new WeakMap<StackContext, Map<string, { guesses: number; at: number }>>();

function guessesOf(ctx: StackContext) {
  let map = perStack.get(ctx);
  if (!map) perStack.set(ctx, (map = new Map()));
  const stale = Date.now() - ctx.config.auth.otpExpiry * 1000;
  if (map.size > 1000) for (const [id, g] of map) if (g.at < stale) map.delete(id);
  return map;
}

interface PendingCode {
  id: string;
  user_id: string;
  token_type: string;
  token_hash: string;
}

/** Spends a code for good: its one_time_tokens row and the auth.users column that mirrors it. */
async function kill(ctx: StackContext, code: PendingCode) {
  if (!COLUMNS.has(code.token_type)) return;
  await ctx.pool.query('delete from auth.one_time_tokens where id = $1', [code.id]);
  // The column name comes from the fixed set above, never from request text.
  await ctx.pool.query(`update auth.users set ${code.token_type} = '' where id = $1 and ${code.token_type} = $2`, [
    code.user_id,
    code.token_hash,
  ]);
}

/**
 * Runs an `{email, token}` verification under the guess limit. Each attempt reserves one guess on
 * every code pending for that address before it runs, so parallel guesses cannot exceed the
 * limit; the attempt that uses up the last guess without matching kills the code, and a code
 * with no guesses left is refused exactly like a wrong one.
 */
export async function withOtpGuessLimit<T>(
  ctx: StackContext,
  email: string,
  type: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const types = TOKEN_TYPES[type] ?? [];
  const { rows } = await ctx.pool.query<PendingCode>(
    `select id, user_id, token_type::text as token_type, token_hash from auth.one_time_tokens
      where lower(relates_to) = lower($1) and token_type::text = any($2::text[])`,
    [email, types],
  );
  const guesses = guessesOf(ctx);
  const reserved: Array<{ code: PendingCode; guess: number }> = [];
  const exhausted: PendingCode[] = [];
  for (const code of rows) {
    const spent = guesses.get(code.id)?.guesses ?? 0;
    if (spent >= MAX_OTP_GUESSES) exhausted.push(code);
    else {
      guesses.set(code.id, { guesses: spent + 1, at: Date.now() });
      reserved.push({ code, guess: spent + 1 });
    }
  }
  for (const code of exhausted) await kill(ctx, code);
  if (rows.length > 0 && reserved.length === 0) throw forbidden('otp_expired', 'Token has expired or is invalid');
  try {
    const result = await attempt();
    for (const { code } of reserved) guesses.delete(code.id);
    return result;
  } catch (err) {
    if (err instanceof AuthError && err.code === 'otp_expired') {
      for (const { code, guess } of reserved) if (guess >= MAX_OTP_GUESSES) await kill(ctx, code);
    }
    throw err;
  }
}
