import type pg from 'pg';

export interface ColumnInfo {
  name: string;
  /** pg_type.typname, what Realtime reports in `columns[].type` (int8, uuid, _text …). */
  type: string;
  /** The type as SQL can cast to it (`atttypid::regtype`). */
  sqlType: string;
  /** pg_type.typcategory: N numeric, D date/time, S string, B boolean … */
  category: string;
}

export interface TableInfo {
  oid: number;
  schema: string;
  name: string;
  columns: ColumnInfo[];
  pk: string[];
  rls: boolean;
  /** Columns the WAL would carry as the old row image (REPLICA IDENTITY), null when all. */
  identity: string[] | null;
}

const TABLE_SQL = `
select c.oid::int as oid, n.nspname as schema, c.relname as name, c.relrowsecurity as rls, c.relreplident as replident,
  coalesce((select json_agg(json_build_object('name', a.attname, 'type', t.typname, 'sqlType', a.atttypid::regtype::text,
      'category', t.typcategory) order by a.attnum)
    from pg_attribute a join pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]') as columns,
  coalesce((select array_agg(a.attname::text order by k.ord)
    from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisprimary), '{}') as pk,
  coalesce((select array_agg(a.attname::text order by k.ord)
    from pg_index i cross join unnest(i.indkey) with ordinality k(attnum, ord)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = c.oid and i.indisreplident), '{}') as replident_cols
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.oid = $1`;

interface TableRow {
  oid: number;
  schema: string;
  name: string;
  rls: boolean;
  replident: string;
  columns: ColumnInfo[];
  pk: string[];
  replident_cols: string[];
}

/**
 * Catalog facts the dispatcher needs per table and per role, cached until the next DDL
 * (the platform's event trigger NOTIFYs `realtime_ddl`, which calls `invalidate`).
 */
export class TableCache {
  private tables = new Map<number, Promise<TableInfo | null>>();
  private grants = new Map<string, Promise<Set<string>>>();

  constructor(private readonly pool: pg.Pool) {}

  invalidate() {
    this.tables.clear();
    this.grants.clear();
  }

  get(oid: number): Promise<TableInfo | null> {
    let p = this.tables.get(oid);
    if (!p) {
      p = this.load(oid);
      p.catch(() => this.tables.delete(oid));
      this.tables.set(oid, p);
    }
    return p;
  }

  /** Columns `role` may SELECT (has_column_privilege); empty for an unknown role. */
  selectable(role: string, table: TableInfo): Promise<Set<string>> {
    const key = `${table.oid}:${role}`;
    let p = this.grants.get(key);
    if (!p) {
      p = this.pool
        .query<{ name: string }>(
          `select a.attname::text as name from pg_attribute a
           where a.attrelid = $1 and a.attnum > 0 and not a.attisdropped
             and exists (select 1 from pg_roles where rolname = $2)
             and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
          [table.oid, role],
        )
        .then((r) => new Set(r.rows.map((row) => row.name)));
      p.catch(() => this.grants.delete(key));
      this.grants.set(key, p);
    }
    return p;
  }

  private async load(oid: number): Promise<TableInfo | null> {
    const { rows } = await this.pool.query<TableRow>(TABLE_SQL, [oid]);
    const r = rows[0];
    if (!r) return null;
    const identity =
      r.replident === 'f' ? null : r.replident === 'n' ? [] : r.replident === 'i' ? r.replident_cols : r.pk;
    return { oid: r.oid, schema: r.schema, name: r.name, columns: r.columns, pk: r.pk, rls: r.rls, identity };
  }
}
