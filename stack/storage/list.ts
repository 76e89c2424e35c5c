import { caller, runAs } from './caller.ts';
import { errors } from './errors.ts';
import type { Call } from './route.ts';

const MAX_LIMIT = 1000;
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

interface ListQuery {
  prefix: string;
  search: string;
  limit: number;
  offset: number;
  column: string;
  descending: boolean;
}

function intField(body: Record<string, unknown>, key: string, fallback: number, min: number): number {
  const v = body[key];
  if (v === undefined || v === null) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw errors.invalidRequest(`body/${key} must be an integer >= ${min}`);
  return v;
}

function parseList(body: Record<string, unknown>): ListQuery {
  const prefix = body.prefix ?? '';
  const search = body.search ?? '';
  if (typeof prefix !== 'string') throw errors.invalidRequest('body/prefix must be string');
  if (typeof search !== 'string') throw errors.invalidRequest('body/search must be string');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  if (typeof sortBy !== 'object' || Array.isArray(sortBy)) throw errors.invalidRequest('body/sortBy must be object');
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  return {
    // storage-api lists the *contents* of a folder: "a" means "a/".
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    search,
    limit: Math.min(intField(body, 'limit', 100, 1), MAX_LIMIT),
    offset: intField(body, 'offset', 0, 0),
    column,
    descending: typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc',
  };
}

/**
 * One level of a bucket under `prefix`, like storage.search: sub-folders (first path segment
 * below the prefix, every other field null) and files, names relative to the prefix, `search`
 * matching the start of the name case-insensitively. Runs as the caller, so SELECT policies
 * decide which objects (and therefore which folders) exist for them.
 */
const LIST_SQL = (order: string) => `
  with m as (
    select o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata,
           substr(o.name, char_length($2) + 1) as rest
    from storage.objects o
    where o.bucket_id = $1 and starts_with(lower(o.name), lower($2 || $3))
  ), entries as (
    select distinct split_part(rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, 0 as kind
    from m where strpos(rest, '/') > 0
    union all
    select rest, id, updated_at, created_at, last_accessed_at, metadata, 1 from m where strpos(rest, '/') = 0
  )
  select name, id, updated_at, created_at, last_accessed_at, metadata from entries
  order by ${order}
  limit $4 offset $5`;

/** POST /object/list/{bucket}. */
export async function listObjects(c: Call, bucketId: string) {
  const q = parseList(await c.json());
  const dir = q.descending ? 'desc' : 'asc';
  // Column and direction come from fixed sets above, never from the request text.
  const order =
    q.column === 'name'
      ? `lower(name) collate "C" ${dir}, name collate "C" ${dir}`
      : `kind, ${q.column} ${dir}, lower(name) collate "C"`;
  return runAs(
    c.ctx,
    caller(c.ctx, c.req),
    async (db) => (await db.query(LIST_SQL(order), [bucketId, q.prefix, q.search, q.limit, q.offset])).rows,
  );
}
