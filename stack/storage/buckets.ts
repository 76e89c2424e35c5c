import { parseSize } from '../config.ts';
import { caller, ownerOf, runAs } from './caller.ts';
import { errors } from './errors.ts';
import { assertBucketName } from './names.ts';
import { OBJECT_COLUMNS, type ObjectRow } from './rows.ts';
import { optString, type Call } from './route.ts';

// storage-api's own column lists: GET /bucket adds `type`, GET /bucket/{id} does not; neither has
// owner_id. int8 comes back from pg as a string; storage-api answers with a JSON number.
const LIST_COLUMNS = `id, name, public, owner, created_at, updated_at, file_size_limit::float8 as file_size_limit,
  allowed_mime_types, type`;
const GET_COLUMNS = `id, name, owner, public, created_at, updated_at, file_size_limit::float8 as file_size_limit,
  allowed_mime_types`;
const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);
const MIME = /^[\w.+-]+\/[\w.+*-]+(;.*)?$/;

interface BucketSettings {
  public?: boolean;
  file_size_limit?: number | null;
  allowed_mime_types?: string[] | null;
}

/** The settable fields of a bucket body; absent fields stay undefined so PUT changes only what it names. */
function settings(body: Record<string, unknown>): BucketSettings {
  const out: BucketSettings = {};
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw errors.invalidRequest('body/public must be boolean');
    out.public = body.public;
  }
  const size = body.file_size_limit;
  if (size !== undefined) {
    try {
      const bytes = parseSize(size === null || size === 0 ? null : size);
      if (bytes !== null && (!Number.isInteger(bytes) || bytes < 0)) throw new Error('negative');
      out.file_size_limit = bytes;
    } catch {
      throw errors.invalidRequest('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    }
  }
  const mimes = body.allowed_mime_types;
  if (mimes !== undefined) {
    if (mimes !== null && (!Array.isArray(mimes) || !mimes.every((m) => typeof m === 'string' && MIME.test(m)))) {
      throw errors.invalidRequest(
        'body/allowed_mime_types must be an array of mime types such as "image/png" or "image/*"',
      );
    }
    out.allowed_mime_types = mimes === null || mimes.length === 0 ? null : (mimes as string[]);
  }
  return out;
}

function queryInt(url: URL, key: string, min: number): number | null {
  const raw = url.searchParams.get(key);
  if (raw === null) return null;
  if (!/^\d+$/.test(raw) || Number(raw) < min) throw errors.invalidRequest(`querystring/${key} must be >= ${min}`);
  return Number(raw);
}

/**
 * GET /bucket?limit&offset&sortColumn&sortOrder&search (storage-js listBuckets options): what the
 * caller's policies on storage.buckets let them see (all, for service_role).
 */
export async function listBuckets(c: Call) {
  const q = c.url.searchParams;
  const limit = queryInt(c.url, 'limit', 1);
  const offset = queryInt(c.url, 'offset', 0);
  const sortColumn = q.get('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.has(sortColumn))
    throw errors.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
  const sortOrder = (q.get('sortOrder') ?? 'asc').toLowerCase();
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    throw errors.invalidRequest('querystring/sortOrder must be equal to one of the allowed values');
  const search = q.get('search') ?? '';
  // Column and order come from the fixed sets above, never from the request text.
  const sql = `select ${LIST_COLUMNS} from storage.buckets
    where ($1 = '' or name ilike '%' || replace(replace(replace($1, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
    order by ${sortColumn} ${sortOrder} limit $2 offset $3`;
  return runAs(c.ctx, caller(c.ctx, c.req), async (db) => (await db.query(sql, [search, limit, offset ?? 0])).rows);
}

export async function getBucket(c: Call, id: string) {
  const row = await runAs(
    c.ctx,
    caller(c.ctx, c.req),
    async (db) => (await db.query(`select ${GET_COLUMNS} from storage.buckets where id = $1`, [id])).rows[0],
  );
  if (!row) throw errors.noSuchBucket();
  return row;
}

/** POST /bucket → `{name}`; INSERT policies on storage.buckets decide for non-service callers. */
export async function createBucket(c: Call) {
  const body = await c.json();
  const name = assertBucketName(optString(body, 'name') ?? optString(body, 'id') ?? '');
  const id = assertBucketName(optString(body, 'id') ?? name);
  const s = settings(body);
  const actor = caller(c.ctx, c.req);
  const { owner, ownerId } = ownerOf(actor);
  await runAs(c.ctx, actor, (db) =>
    db.query(
      `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [id, name, owner, ownerId, s.public ?? false, s.file_size_limit ?? null, s.allowed_mime_types ?? null],
    ),
  );
  return { name };
}

/** PUT /bucket/{id}. */
export async function updateBucket(c: Call, id: string) {
  const s = settings(await c.json());
  const result = await runAs(c.ctx, caller(c.ctx, c.req), (db) =>
    db.query(
      `update storage.buckets set
         public = case when $2 then $3 else public end,
         file_size_limit = case when $4 then $5::bigint else file_size_limit end,
         allowed_mime_types = case when $6 then $7::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1`,
      [
        id,
        s.public !== undefined,
        s.public ?? null,
        s.file_size_limit !== undefined,
        s.file_size_limit ?? null,
        s.allowed_mime_types !== undefined,
        s.allowed_mime_types ?? null,
      ],
    ),
  );
  if (result.rowCount === 0) throw errors.noSuchBucket();
  return { message: 'Successfully updated' };
}

/** POST /bucket/{id}/empty: deletes what the caller may delete, bytes included. */
export async function emptyBucket(c: Call, id: string) {
  const actor = caller(c.ctx, c.req);
  const rows = await runAs(
    c.ctx,
    actor,
    async (db) => {
      const found = await db.query(`select 1 from storage.buckets where id = $1`, [id]);
      if (found.rowCount === 0) throw errors.noSuchBucket();
      return (
        await db.query<ObjectRow>(`delete from storage.objects where bucket_id = $1 returning ${OBJECT_COLUMNS}`, [id])
      ).rows;
    },
    true,
  );
  for (const row of rows) await c.blobs.remove(row.version);
  return { message: 'Successfully emptied' };
}

/** DELETE /bucket/{id}: only an empty bucket, as storage-api. */
export async function deleteBucket(c: Call, id: string) {
  const actor = caller(c.ctx, c.req);
  const { rowCount } = await c.ctx.pool.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
  if (rowCount) throw errors.bucketNotEmpty();
  const result = await runAs(c.ctx, actor, (db) => db.query('delete from storage.buckets where id = $1', [id]), true);
  if (result.rowCount === 0) throw errors.noSuchBucket();
  return { message: 'Successfully deleted' };
}
