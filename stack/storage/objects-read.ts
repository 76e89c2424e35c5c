import { sendJson } from '../http.ts';
import { caller, runAs, type Actor } from './caller.ts';
import { errors } from './errors.ts';
import { findBucket, findObject, type ObjectRow } from './rows.ts';
import type { Call } from './route.ts';
import { serveObject } from './serve-file.ts';
import { readToken } from './sign.ts';

const download = (c: Call) => c.url.searchParams.get('download');

/**
 * The object a caller may read: public buckets are read as the service (storage-api skips RLS
 * there), private ones as the caller so SELECT policies decide. `strictAuth` false is the
 * legacy `/object/{bucket}/{name}` route, which still serves public buckets on a bad JWT.
 */
export async function readableObject(c: Call, bucketId: string, name: string, strictAuth: boolean): Promise<ObjectRow> {
  let actor: Actor | null = null;
  try {
    actor = caller(c.ctx, c.req);
  } catch (err) {
    if (strictAuth) throw err;
  }
  const bucket = await findBucket(c.ctx, bucketId).catch((err: unknown) => {
    throw actor ? err : errors.accessDenied('Access denied to this bucket');
  });
  if (bucket.public) return findObject(c.ctx.pool, bucketId, name);
  if (!actor) throw errors.accessDenied('Access denied to this bucket');
  const who = actor;
  return runAs(c.ctx, who, (db) => findObject(db, bucketId, name));
}

/** GET|HEAD /object/{bucket}/{name} and /object/authenticated/{bucket}/{name}. */
export async function downloadObject(c: Call, bucketId: string, name: string, strictAuth: boolean) {
  const row = await readableObject(c, bucketId, name, strictAuth);
  await serveObject(c.req, c.res, c.blobs, row, { download: download(c) });
}

/** GET|HEAD /object/public/{bucket}/{name}: no key needed; a private bucket looks missing. */
export async function publicObject(c: Call, bucketId: string, name: string) {
  const bucket = await findBucket(c.ctx, bucketId);
  if (!bucket.public) throw errors.noSuchBucket();
  const row = await findObject(c.ctx.pool, bucketId, name);
  await serveObject(c.req, c.res, c.blobs, row, { download: download(c) });
}

/** GET|HEAD /object/sign/{bucket}/{name}?token=: the token is the whole authorisation. */
export async function signedObject(c: Call, bucketId: string, name: string) {
  const claims = readToken(c.ctx, c.url.searchParams.get('token'), bucketId, name, 'download');
  const row = await findObject(c.ctx.pool, bucketId, name);
  await serveObject(c.req, c.res, c.blobs, row, {
    download: download(c),
    expires: new Date(Number(claims.exp) * 1000),
  });
}

/** GET /object/info[/authenticated|/public]/{bucket}/{name}: storage-api's info renderer. */
export async function objectInfo(
  c: Call,
  bucketId: string,
  name: string,
  route: 'public' | 'authenticated' | 'legacy',
) {
  let row: ObjectRow;
  if (route === 'public') {
    const bucket = await findBucket(c.ctx, bucketId);
    if (!bucket.public) throw errors.noSuchBucket();
    row = await findObject(c.ctx.pool, bucketId, name);
  } else {
    row = await readableObject(c, bucketId, name, route === 'authenticated');
  }
  const meta = row.metadata ?? {};
  sendJson(c.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}
