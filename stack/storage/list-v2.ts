import { caller, runAs } from './caller.ts';
import { errors, storageError } from './errors.ts';
import type { Call } from './route.ts';

/**
 * POST /object/list-v2/{bucket} (storage-js `listV2`), after storage-api's listObjectsV2: a flat
 * listing by default, or one folder level with `with_delimiter`; pages of `limit` (≤ 1000) joined
 * by an opaque `cursor`. Runs as the caller, so SELECT policies decide what exists for them.
 */

const MAX_KEYS = 1000;
type SortColumn = 'name' | 'updated_at' | 'created_at';

interface ListV2Query {
  prefix: string;
  limit: number;
  delimited: boolean;
  column: SortColumn;
  order: 'asc' | 'desc';
  /** The last name of the previous page, and its sort-column value when sorting by a date. */
  after: string | null;
  afterValue: string | null;
}

interface Cursor {
  startAfter: string;
  sortOrder?: string;
  sortColumn?: string;
  sortColumnAfter?: string;
}

// storage-api's continuation token: base64 of "key:value" lines (l = last name, o = order, c = column, a = date).
const CURSOR_KEYS: Record<string, keyof Cursor> = {
  l: 'startAfter',
  o: 'sortOrder',
  c: 'sortColumn',
  a: 'sortColumnAfter',
};

function encodeCursor(cursor: Cursor): string {
  const lines = Object.entries(CURSOR_KEYS)
    .filter(([, field]) => cursor[field])
    .map(([key, field]) => `${key}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)/.exec(line);
    const field = m ? CURSOR_KEYS[m[1]!] : undefined;
    if (!m || !field) throw storageError(400, 'InvalidParameter', 'Invalid Parameter continuation token');
    cursor[field] = m[2]!;
  }
  return cursor;
}

function parse(body: Record<string, unknown>): ListV2Query {
  const { prefix = '', limit, cursor, with_delimiter: delimiter = false, sortBy } = body;
  if (typeof prefix !== 'string') throw errors.invalidRequest('body/prefix must be string');
  if (limit !== undefined && (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1))
    throw errors.invalidRequest('body/limit must be >= 1');
  if (cursor !== undefined && typeof cursor !== 'string') throw errors.invalidRequest('body/cursor must be string');
  if (typeof delimiter !== 'boolean') throw errors.invalidRequest('body/with_delimiter must be boolean');
  let column: SortColumn = 'name';
  let order: 'asc' | 'desc' = 'asc';
  if (sortBy !== undefined) {
    if (typeof sortBy !== 'object' || sortBy === null || Array.isArray(sortBy))
      throw errors.invalidRequest('body/sortBy must be object');
    const s = sortBy as Record<string, unknown>;
    if (s.column !== 'name' && s.column !== 'updated_at' && s.column !== 'created_at')
      throw errors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    if (s.order !== undefined && s.order !== 'asc' && s.order !== 'desc')
      throw errors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
    column = s.column;
    order = s.order ?? 'asc';
  }
  const c = cursor ? decodeCursor(cursor) : null;
  // A cursor carries the sort of the listing it came from, as in storage-api.
  if (c?.sortColumn === 'name' || c?.sortColumn === 'updated_at' || c?.sortColumn === 'created_at')
    column = c.sortColumn;
  if (c?.sortOrder === 'asc' || c?.sortOrder === 'desc') order = c.sortOrder;
  return {
    prefix,
    limit: Math.min(typeof limit === 'number' ? limit : MAX_KEYS, MAX_KEYS),
    delimited: delimiter,
    column,
    order,
    after: c?.startAfter || null,
    afterValue: c?.sortColumnAfter || null,
  };
}

/**
 * One query for both modes. Entries are objects whose name starts with the prefix; with the
 * delimiter, names with a `/` below the prefix collapse into their folder (`name` without the
 * slash, id and metadata null, dates as storage-api's search_by_timestamp gives them). `sort_key`
 * orders a folder as the first object inside it would sort, as storage-api's seek does.
 */
function listSql(q: ListV2Query, levelsParam: string): string {
  const dir = q.order;
  const op = dir === 'asc' ? '>' : '<';
  // Column names and operators come from the fixed sets parse() allows, never from request text.
  const byDate = q.column !== 'name';
  const date = (col: string) => `date_trunc('milliseconds', ${col})`;
  return `
    with m as (
      select o.id, o.name, o.metadata, o.updated_at, o.created_at, o.last_accessed_at,
             case when $4 and strpos(substr(o.name, char_length($2) + 1), '/') > 0
                  then left(o.name, char_length($2) + strpos(substr(o.name, char_length($2) + 1), '/') - 1) end as folder
      from storage.objects o
      where o.bucket_id = $1 and starts_with(o.name, $2)
    ), entries as (
      select folder as name, null::uuid as id, null::jsonb as metadata,
             ${byDate ? 'min(created_at)' : 'null::timestamptz'} as updated_at,
             ${byDate ? 'min(created_at)' : 'null::timestamptz'} as created_at,
             null::timestamptz as last_accessed_at, folder || '/' as sort_key
      from m where folder is not null group by folder
      union all
      select name, id, metadata, updated_at, created_at, last_accessed_at, name
      from m where folder is null
    )
    select ${q.delimited ? `split_part(name, '/', ${levelsParam}) as key, ` : ''}name, id, metadata, updated_at, created_at, last_accessed_at
    from entries
    where $5::text is null or ${
      byDate
        ? `row(${date(q.column)}, name collate "C") ${op} row(coalesce($6::timestamptz, 'epoch'::timestamptz), $5)`
        : `sort_key collate "C" ${op} (case when $4 and exists (select 1 from m where starts_with(m.name, $5 || '/'))
                                         then $5 || '/' else $5 end) collate "C"`
    }
    order by ${byDate ? `coalesce(${date(q.column)}, 'epoch'::timestamptz) ${dir}, ` : ''}sort_key collate "C" ${dir}
    limit $3`;
}

export async function listObjectsV2(c: Call, bucketId: string) {
  const q = parse(await c.json());
  const levels = q.prefix === '' ? 1 : q.prefix.split('/').length;
  // Postgres refuses parameters a statement never uses, so $6 (the date) exists only when sorting by one.
  const params: unknown[] = [bucketId, q.prefix, q.limit + 1, q.delimited, q.after];
  if (q.column !== 'name') params.push(q.afterValue);
  params.push(levels);
  const sql = listSql(q, `$${params.length}`);
  if (!q.delimited) params.pop();
  const rows = await runAs(c.ctx, caller(c.ctx, c.req), async (db) => (await db.query(sql, params)).rows);
  const hasNext = rows.length > q.limit;
  const page = rows.slice(0, q.limit) as Array<Record<string, unknown> & { name: string; id: string | null }>;
  const folders = page.filter((r) => r.id === null).map((r) => ({ ...r, name: `${r.name}/` }));
  const objects = page.filter((r) => r.id !== null);
  const last = page[page.length - 1];
  if (!hasNext || !last) return { hasNext: false, folders, objects };
  const lastDate = q.column === 'name' ? null : (last[q.column] as Date | null);
  return {
    hasNext: true,
    nextCursor: encodeCursor({
      startAfter: last.name,
      sortOrder: q.order,
      sortColumn: q.column,
      sortColumnAfter: lastDate ? new Date(lastDate).toISOString() : undefined,
    }),
    nextCursorKey: last.name,
    folders,
    objects,
  };
}
