import type pg from 'pg';
import { inspect, Tuple } from './elixir-inspect.ts';
import { FilterError, parseFilters, type BoundFilter, type Filter } from './filters.ts';
import { postgrexMessage } from './postgrex-error.ts';
import type { TableCache } from './tables.ts';

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

/** One `postgres_changes` entry of a join, resolved against the publication. */
export interface PgBinding {
  id: number;
  event: ChangeEvent;
  select: string[] | null;
  /** Filters bound to each matching table (by oid). */
  tables: Map<number, BoundFilter[]>;
}

export class BindingError extends Error {}

interface Params {
  event: ChangeEvent;
  schema: string;
  table: string;
  filters: Filter[];
  select: string[] | null;
}

const str = (v: unknown): v is string => typeof v === 'string';

/** Realtime's parse_subscription_params, including its error texts. */
function parseParams(raw: Record<string, unknown>): Params {
  const e = str(raw.event) ? raw.event.toUpperCase() : '*';
  const event: ChangeEvent = e === 'INSERT' || e === 'UPDATE' || e === 'DELETE' ? e : '*';
  let select: string[] | null = null;
  if (str(raw.select)) {
    throw new BindingError(
      'Error parsing `select` params: expected a list of column name strings, e.g. select: ["col1", "col2"]',
    );
  }
  if (Array.isArray(raw.select)) {
    const cols = raw.select.filter(str);
    select = cols.length > 0 ? cols : null;
  }
  const has = (k: string) => k in raw && raw[k] !== undefined;
  let schema: string;
  let table: string;
  let filters: Filter[] = [];
  if (str(raw.schema) && str(raw.table) && str(raw.filter)) {
    [schema, table] = [raw.schema, raw.table];
    try {
      filters = parseFilters(raw.filter);
    } catch (err) {
      if (err instanceof FilterError) throw new BindingError(`Error parsing \`filter\` params: ${err.message}`);
      throw err;
    }
  } else if (str(raw.schema) && str(raw.table) && !has('filter')) [schema, table] = [raw.schema, raw.table];
  else if (str(raw.schema) && !has('table') && !has('filter')) [schema, table] = [raw.schema, '*'];
  else if (str(raw.table) && !has('schema') && !has('filter')) [schema, table] = ['public', raw.table];
  else {
    throw new BindingError(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(raw)}`,
    );
  }
  if (select && (schema === '*' || table === '*')) {
    throw new BindingError(
      'Column selection is not supported for wildcard subscriptions. Provide an explicit schema and table name.',
    );
  }
  return { event, schema, table, filters, select };
}

/** Realtime's params_to_log: filters and select as `inspect(value, pretty: true)` renders them. */
function describe(p: Params): string {
  const filters = inspect(
    p.filters.map((f) => new Tuple([f.column, f.op, f.value])),
    true,
  );
  const select = p.select ? inspect(p.select, true) : 'nil';
  return `event: ${p.event}, schema: ${p.schema}, table: ${p.table}, filters: ${filters}, select: ${select}`;
}

/** Realtime hashes the params (`:erlang.phash2`) into a 27-bit id; any stable hash will do. */
export function bindingId(raw: unknown): number {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(raw) ?? '') {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 0x7ffffff;
}

export async function resolveBinding(pool: pg.Pool, tables: TableCache, raw: unknown, id: number): Promise<PgBinding> {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BindingError(
      `No subscription params provided. Please provide at least a \`schema\` or \`table\` to subscribe to: ${JSON.stringify(raw)}`,
    );
  }
  const params = parseParams(raw as Record<string, unknown>);
  const { rows } = await pool.query<{ oid: number }>(
    `select c.oid::int as oid from pg_publication_tables pt
     join pg_namespace n on n.nspname = pt.schemaname
     join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
     where pt.pubname = 'supabase_realtime' and ($1 = '*' or pt.schemaname = $1) and ($2 = '*' or pt.tablename = $2)`,
    [params.schema, params.table],
  );
  if (rows.length === 0) {
    throw new BindingError(
      `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${describe(params)}]`,
    );
  }
  const bound = new Map<number, BoundFilter[]>();
  try {
    for (const { oid } of rows) {
      const info = await tables.get(oid);
      if (!info) continue;
      if (params.filters.length === 0) {
        bound.set(oid, []);
        continue;
      }
      // One round trip checks and casts every filter, in order, as Supabase's trigger does.
      const { rows: checked } = await pool.query<{ normalized: unknown[] }>(
        'select realtime.check_filters($1::oid::regclass, $2, $3, $4) as normalized',
        [oid, params.filters.map((f) => f.column), params.filters.map((f) => f.op), params.filters.map((f) => f.value)],
      );
      const values = checked[0]?.normalized ?? [];
      const filters = params.filters.map((f, i): BoundFilter => {
        const category = info.columns.find((c) => c.name === f.column)?.category ?? 'X';
        const value = values[i];
        return { ...f, category, normalized: f.op === 'in' ? (Array.isArray(value) ? value : []) : [value] };
      });
      bound.set(oid, filters);
    }
  } catch (err) {
    throw new BindingError(
      `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${describe(params)}]. Exception: ${postgrexMessage(err as Error)}`,
    );
  }
  return { id, event: params.event, select: params.select, tables: bound };
}
