import { signJwt, type JwtClaims } from '../keys.ts';
import type { StackContext } from '../types.ts';
import { caller, ownerOf, probe, runAs, verifyToken, type Actor } from './caller.ts';
import { errors } from './errors.ts';
import { assertKey } from './names.ts';
import { findBucket, findObject } from './rows.ts';
import { writeObjectRow } from './objects-write.ts';
import type { Call } from './route.ts';

/** Signed upload URLs live two hours, as storage-api's default. */
const UPLOAD_URL_TTL = 2 * 60 * 60;
const MAX_BATCH = 1000;

type Scope = 'download' | 'upload';

function mint(ctx: StackContext, claims: Record<string, unknown>, ttl: number): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ ...claims, iat, exp: iat + ttl }, ctx.keys.jwtSecret);
}

/**
 * Checks a `?token=` against the URL it was minted for. The scope claim keeps an upload token
 * from opening a download and vice versa; any other JWT (a user's, the anon key) lacks `url`.
 */
export function readToken(
  ctx: StackContext,
  token: string | null,
  bucketId: string,
  name: string,
  scope: Scope,
): JwtClaims {
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  const claims = verifyToken(ctx, token, (m) => errors.invalidJwt(m));
  if (typeof claims.exp !== 'number') throw errors.invalidJwt('jwt must have an exp claim');
  if (claims.url !== `${bucketId}/${name}` || (claims.scope ?? 'download') !== scope) throw errors.invalidSignature();
  return claims;
}

function expiresIn(body: Record<string, unknown>): number {
  const v = body.expiresIn;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) {
    throw errors.invalidRequest('body/expiresIn must be an integer >= 1');
  }
  return v;
}

const signedPath = (ctx: StackContext, bucketId: string, name: string, ttl: number) =>
  `/object/sign/${bucketId}/${name}?token=${mint(ctx, { url: `${bucketId}/${name}`, scope: 'download' }, ttl)}`;

/** POST /object/sign/{bucket}/{name}: the caller must be able to SELECT the object. */
export async function signOne(c: Call, bucketId: string, name: string) {
  const actor = caller(c.ctx, c.req);
  const ttl = expiresIn(await c.json());
  await runAs(c.ctx, actor, (db) => findObject(db, bucketId, name));
  return { signedURL: signedPath(c.ctx, bucketId, name, ttl) };
}

/** POST /object/sign/{bucket} with `paths`: per-path errors instead of failing the batch. */
export async function signMany(c: Call, bucketId: string) {
  const actor = caller(c.ctx, c.req);
  const body = await c.json();
  const ttl = expiresIn(body);
  const paths = body.paths;
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    paths.length > MAX_BATCH ||
    !paths.every((p) => typeof p === 'string')
  ) {
    throw errors.invalidRequest(`body/paths must be an array of 1 to ${MAX_BATCH} strings`);
  }
  const visible = await runAs(c.ctx, actor, async (db) => {
    const { rows } = await db.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(rows.map((r) => r.name));
  });
  return (paths as string[]).map((path) =>
    visible.has(path)
      ? { error: null, path, signedURL: signedPath(c.ctx, bucketId, path, ttl) }
      : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
  );
}

/**
 * POST /object/upload/sign/{bucket}/{name}: the caller's policies are probed now; the token
 * then carries their consent (owner, upsert) so the later PUT needs no session.
 */
export async function createUploadUrl(c: Call, bucketId: string, name: string) {
  const actor: Actor = caller(c.ctx, c.req);
  await findBucket(c.ctx, bucketId);
  const upsert = c.req.headers['x-upsert'] === 'true';
  const { owner, ownerId } = ownerOf(actor);
  await probe(c.ctx, actor, (db) =>
    writeObjectRow(db, upsert ? 'upsert' : 'insert', {
      bucketId,
      name,
      owner,
      ownerId,
      metadata: {},
      userMetadata: null,
      version: '00000000-0000-0000-0000-000000000000',
    }),
  );
  const token = mint(
    c.ctx,
    { url: `${bucketId}/${assertKey(name)}`, owner: ownerId, upsert, scope: 'upload' },
    UPLOAD_URL_TTL,
  );
  return { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token };
}
