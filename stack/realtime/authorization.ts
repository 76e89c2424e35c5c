import pg from 'pg';
import type { ChannelClaims } from './auth.ts';

export type Extension = 'broadcast' | 'presence';
export const ALL_EXTENSIONS: readonly Extension[] = ['broadcast', 'presence'];

/** One extension's answers; null is "not evaluated yet" (Realtime's BroadcastPolicies/PresencePolicies). */
export interface Access {
  read: boolean | null;
  write: boolean | null;
}

/** What a private channel's client may do, cached for the channel's life (Realtime.Tenants.Authorization.Policies). */
export interface Policies {
  broadcast: Access;
  presence: Access;
}

export const noPolicies = (): Policies => ({
  broadcast: { read: null, write: null },
  presence: { read: null, write: null },
});

/** Who asks, for which topic: what Realtime sets as role, JWT claims, `realtime.topic` and `request.headers`. */
export interface AuthorizationContext {
  topic: string;
  claims: ChannelClaims;
  headers: Record<string, string>;
}

/**
 * Why a check could not answer. `policy` is an error raised while the project's policies ran
 * (Realtime's :rls_policy_error), which callers treat as a refusal; `database` is anything else
 * (Realtime's "unable to connect to the project database").
 */
export class AuthorizationError extends Error {
  constructor(
    readonly kind: 'policy' | 'database',
    message: string,
  ) {
    super(message);
  }
}

async function run(
  pool: pg.Pool,
  fn: 'authorize_read' | 'authorize_write',
  ctx: AuthorizationContext,
  extensions: readonly Extension[],
): Promise<boolean[]> {
  try {
    const { rows } = await pool.query<{ answers: boolean[] }>(
      `select realtime.${fn}($1, $2::jsonb, $3::jsonb, $4::text[]) as answers`,
      [ctx.topic, JSON.stringify(ctx.claims), JSON.stringify(ctx.headers), extensions],
    );
    return rows[0]?.answers ?? [];
  } catch (err) {
    // A server error (it has a SQLSTATE) came from the policies; anything else is the connection.
    const isServerError = err instanceof pg.DatabaseError;
    throw new AuthorizationError(isServerError ? 'policy' : 'database', (err as Error).message);
  }
}

/**
 * The read check (Authorization.get_read_authorizations): probe rows for `extensions` are
 * inserted, selected back as the client and rolled back. Only the extensions asked about change.
 */
export async function authorizeRead(
  pool: pg.Pool,
  ctx: AuthorizationContext,
  policies: Policies,
  extensions: readonly Extension[],
): Promise<Policies> {
  const answers = await run(pool, 'authorize_read', ctx, extensions);
  const next = { broadcast: { ...policies.broadcast }, presence: { ...policies.presence } };
  extensions.forEach((ext, i) => (next[ext].read = answers[i] === true));
  return next;
}

/**
 * The write check (Authorization.get_write_authorizations): one insert per extension as the
 * client, rolled back. Realtime asks about both extensions whenever it checks, and so do we.
 */
export async function authorizeWrite(pool: pg.Pool, ctx: AuthorizationContext, policies: Policies): Promise<Policies> {
  const answers = await run(pool, 'authorize_write', ctx, ALL_EXTENSIONS);
  const next = { broadcast: { ...policies.broadcast }, presence: { ...policies.presence } };
  ALL_EXTENSIONS.forEach((ext, i) => (next[ext].write = answers[i] === true));
  return next;
}

/** Realtime's join/refresh refusal, also the reason given when the policies raised. */
export const readRefusal = (topic: string) => `You do not have permissions to read from this Channel topic: ${topic}`;
export const DATABASE_UNAVAILABLE = 'Realtime was unable to connect to the project database';
