import type { TableInfo } from './tables.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** A row of realtime.changes: what the capture trigger saw, in commit order. */
export interface Change {
  id: string;
  relid: number;
  type: ChangeType;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  committedAt: Date;
}

type Row = Record<string, unknown>;

const MAX_RECORD_BYTES = 1024 * 1024;

/** The old row image the WAL would carry: the replica identity columns, or all under FULL. */
export function identityImage(change: Change, table: TableInfo): Row | null {
  if (!change.oldRecord) return null;
  if (table.identity === null) return change.oldRecord;
  const out: Row = {};
  for (const col of table.identity) if (col in change.oldRecord) out[col] = change.oldRecord[col];
  return out;
}

function pick(row: Row | null, keep: (col: string) => boolean, tooLarge: boolean): Row | null {
  if (!row) return null;
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) {
    // Over 1 MB Realtime still sends the small values (≤ 64 bytes) so the client learns which row.
    if (keep(k) && (!tooLarge || JSON.stringify(v).length <= 64)) out[k] = v;
  }
  // jsonb_object_agg over no columns is NULL.
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * The `data` of a postgres_changes event for one role and column selection, shaped like
 * apply_rls' output: columns the role may not SELECT are dropped, a DELETE on an RLS table
 * reveals only the primary key, and values are to_jsonb renderings realtime-js converts by type.
 */
export function changeData(change: Change, table: TableInfo, selectable: Set<string>, select: string[] | null) {
  const pk = new Set(table.pk);
  const keep = (col: string) => selectable.has(col) && (select === null || select.includes(col) || pk.has(col));
  const tooLarge = JSON.stringify([change.record, change.oldRecord]).length > MAX_RECORD_BYTES;
  const data: Row = {
    schema: table.schema,
    table: table.name,
    commit_timestamp: change.committedAt.toISOString(),
    type: change.type,
    columns: table.columns.filter((c) => keep(c.name)).map((c) => ({ name: c.name, type: c.type })),
    errors: tooLarge ? ['Error 413: Payload Too Large'] : null,
  };
  if (change.type !== 'DELETE') data.record = pick(change.record, keep, tooLarge) ?? {};
  if (change.type === 'UPDATE') data.old_record = pick(identityImage(change, table), keep, tooLarge);
  if (change.type === 'DELETE') {
    // Deletes are not RLS-checked, so with RLS on only the key is revealed.
    const deleteKeep = (col: string) => keep(col) && (!table.rls || pk.has(col));
    data.old_record = pick(identityImage(change, table), deleteKeep, tooLarge);
  }
  return data;
}

/** The content-free event Realtime sends when it cannot evaluate a change for a subscriber. */
export function errorData(change: Change, table: TableInfo, error: string) {
  const data: Row = {
    schema: table.schema,
    table: table.name,
    type: change.type,
    columns: [],
    commit_timestamp: null,
    errors: [error],
  };
  if (change.type !== 'DELETE') data.record = {};
  if (change.type !== 'INSERT') data.old_record = {};
  return data;
}
