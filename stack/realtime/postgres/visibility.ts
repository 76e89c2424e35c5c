import pg from 'pg';
import type { ChannelClaims } from '../auth.ts';
import type { TableInfo } from './tables.ts';

export type Visibility = boolean | 'error';

const lit = (v: string) => pg.escapeLiteral(v);
const ident = (v: string) => pg.escapeIdentifier(v);

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `select exists(select 1 from <table> where <pk> = <value>)` with the key inlined (no parameters, one cached plan). */
function existsSql(table: TableInfo, record: Record<string, unknown>): string | null {
  const conds: string[] = [];
  for (const col of table.pk) {
    const value = text(record[col]);
    const type = table.columns.find((c) => c.name === col)?.sqlType;
    if (value === null || !type) return null;
    conds.push(`${ident(col)} = ${lit(value)}::${type}`);
  }
  return `select exists(select 1 from ${ident(table.schema)}.${ident(table.name)} where ${conds.join(' and ')})`;
}

/**
 * Supabase's apply_rls check: as each subscriber (role plus both JWT GUCs, so auth.uid() and
 * auth.jwt() answer as under PostgREST), does the row exist? One round trip per change through
 * realtime.rls_check (platform SQL); subscribers sharing the same claims are asked once. A
 * policy that raises marks only that subscriber as 'error'.
 */
export async function checkVisibility(
  pool: pg.Pool,
  table: TableInfo,
  record: Record<string, unknown>,
  subscribers: ChannelClaims[],
): Promise<Visibility[]> {
  const query = existsSql(table, record);
  if (!query) return subscribers.map(() => 'error' as const);
  const distinct = [...new Set(subscribers.map((c) => JSON.stringify(c)))];
  try {
    // One statement is its own transaction, so the role and GUCs it sets (locally) end with it.
    const { rows } = await pool.query<{ answers: Array<boolean | null> }>(
      'select realtime.rls_check($1, $2::jsonb[]) as answers',
      [query, distinct],
    );
    const byClaims = new Map(distinct.map((c, i) => [c, rows[0]?.answers[i] ?? null]));
    return subscribers.map((c) => byClaims.get(JSON.stringify(c)) ?? 'error');
  } catch {
    // The statement itself failed (e.g. the table was dropped meanwhile).
    return subscribers.map(() => 'error' as const);
  }
}
