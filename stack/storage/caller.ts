import type { IncomingMessage } from 'node:http';
import type pg from 'pg';
import { inTransaction, withClaims } from '../db.ts';
import { bearerToken } from '../http.ts';
import { JwtError, verifyJwt, type JwtClaims } from '../keys.ts';
import type { StackContext } from '../types.ts';
import { errors } from './errors.ts';

/**
 * Who a database statement runs as: the caller (RLS decides) or the storage service itself
 * (bucket lookups, public/signed downloads, signed uploads whose token already proves consent).
 */
export type Actor = { kind: 'caller'; claims: JwtClaims } | { kind: 'service'; owner: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The message node-jsonwebtoken would give, which is what storage-api reports. */
function jwtMessage(err: JwtError): string {
  if (err.message.includes('expired')) return 'jwt expired';
  if (err.message.includes('malformed')) return 'jwt malformed';
  if (err.message.includes('signing method')) return 'invalid algorithm';
  return 'invalid signature';
}

/** Verifies a token signed with the project secret; `onError` picks the storage error shape. */
export function verifyToken(ctx: StackContext, token: string, onError: (message: string) => Error): JwtClaims {
  try {
    return verifyJwt(token, ctx.keys.jwtSecret);
  } catch (err) {
    if (err instanceof JwtError) throw onError(jwtMessage(err));
    throw err;
  }
}

/** The caller's verified claims; storage refuses a missing or bad JWT with its 403 shape. */
export function callerClaims(ctx: StackContext, req: IncomingMessage): JwtClaims {
  const token = bearerToken(req);
  if (!token) throw errors.accessDenied('Missing authorization header');
  return verifyToken(ctx, token, (m) => errors.accessDenied(m));
}

export function caller(ctx: StackContext, req: IncomingMessage): Actor {
  return { kind: 'caller', claims: callerClaims(ctx, req) };
}

/** owner (uuid, deprecated) and owner_id (text) as storage-api fills them from the JWT `sub`. */
export function ownerOf(actor: Actor): { owner: string | null; ownerId: string | null } {
  const sub = actor.kind === 'caller' ? actor.claims.sub : actor.owner;
  if (typeof sub !== 'string' || sub === '') return { owner: null, ownerId: null };
  return { owner: UUID.test(sub) ? sub : null, ownerId: sub };
}

/** Runs `fn` in one transaction as the actor. `allowDelete` lifts the direct-delete guard. */
export function runAs<T>(
  ctx: StackContext,
  actor: Actor,
  fn: (db: pg.PoolClient) => Promise<T>,
  allowDelete = false,
): Promise<T> {
  const extra: Record<string, string> = allowDelete ? { 'storage.allow_delete_query': 'true' } : {};
  if (actor.kind === 'caller') return withClaims(ctx.pool, actor.claims, fn, extra);
  return inTransaction(ctx.pool, async (db) => {
    for (const [k, v] of Object.entries(extra)) await db.query('select set_config($1, $2, true)', [k, v]);
    return fn(db);
  });
}

class ProbeDone extends Error {}

/**
 * Runs `fn` as the actor and always rolls back: storage-api's permission probe, so a caller
 * whose policies refuse the write learns it before sending (and us storing) any bytes.
 */
export async function probe(
  ctx: StackContext,
  actor: Actor,
  fn: (db: pg.PoolClient) => Promise<unknown>,
): Promise<void> {
  try {
    await runAs(ctx, actor, async (db) => {
      await fn(db);
      throw new ProbeDone();
    });
  } catch (err) {
    if (!(err instanceof ProbeDone)) throw err;
  }
}
