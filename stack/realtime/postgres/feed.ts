import type pg from 'pg';
import type { ChannelClaims } from '../auth.ts';
import { BindingError, bindingId, resolveBinding, type PgBinding } from './bindings.ts';
import { passesFilters } from './filters.ts';
import { changeData, errorData, identityImage, type Change } from './payload.ts';
import type { TableCache, TableInfo } from './tables.ts';
import { checkVisibility } from './visibility.ts';

/** The part of a channel the feed needs; claims are read per change so token refreshes apply. */
export interface FeedChannel {
  readonly claims: ChannelClaims;
  readonly closed: boolean;
  bindings: PgBinding[];
  pushFanout(event: string, payload: unknown): void;
}

const bindingIdOf = (echoed: unknown) => (echoed as { id?: number } | null)?.id ?? 0;

interface Target {
  ch: FeedChannel;
  bindings: PgBinding[];
}

/** postgres_changes subscriptions and their delivery, one committed change at a time. */
export class ChangeFeed {
  private readonly byTable = new Map<number, Set<FeedChannel>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly tables: TableCache,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Resolves a join's bindings. Like Realtime, all of a channel's bindings subscribe together or
   * not at all; the ids are echoed either way so the client's position-by-position check passes.
   */
  async subscribe(ch: FeedChannel, requested: unknown[]): Promise<{ echo: unknown[]; error: string | null }> {
    const ids = new Set<number>();
    const echo = requested.map((raw) => {
      let id = bindingId(raw);
      while (ids.has(id)) id = (id + 1) & 0x7ffffff;
      ids.add(id);
      return raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? { ...raw, id } : raw;
    });
    const bindings: PgBinding[] = [];
    try {
      for (const [i, raw] of requested.entries())
        bindings.push(await resolveBinding(this.pool, this.tables, raw, bindingIdOf(echo[i])));
    } catch (err) {
      if (err instanceof BindingError) return { echo, error: err.message };
      return { echo, error: `Unable to subscribe to changes with given parameters: ${(err as Error).message}` };
    }
    if (ch.closed) return { echo, error: null };
    ch.bindings = bindings;
    for (const b of bindings) {
      for (const oid of b.tables.keys()) {
        const set = this.byTable.get(oid) ?? new Set<FeedChannel>();
        set.add(ch);
        this.byTable.set(oid, set);
      }
    }
    return { echo, error: null };
  }

  unsubscribe(ch: FeedChannel) {
    for (const b of ch.bindings) {
      for (const oid of b.tables.keys()) {
        const set = this.byTable.get(oid);
        set?.delete(ch);
        if (set?.size === 0) this.byTable.delete(oid);
      }
    }
    ch.bindings = [];
  }

  /**
   * Delivers a run of changes in order. The per-subscriber checks of all of them run side by side
   * (they only read), while the sends happen strictly in commit order.
   */
  async dispatchAll(changes: Change[]) {
    const prepared = changes.map((c) =>
      this.prepare(c).catch((err: unknown) => {
        this.log(`realtime: change ${c.id} could not be delivered: ${(err as Error).message}`);
        return () => undefined;
      }),
    );
    for (const p of prepared) (await p)();
  }

  /** Works out who may see one change; the returned function sends it. */
  private async prepare(change: Change): Promise<() => void> {
    const none = () => undefined;
    const channels = this.byTable.get(change.relid);
    if (!channels || channels.size === 0) return none;
    const table = await this.tables.get(change.relid);
    if (!table) return none;
    const oldImage = identityImage(change, table);
    const targets: Target[] = [];
    for (const ch of channels) {
      if (ch.closed) continue;
      const bindings = ch.bindings.filter((b) => {
        if (b.event !== '*' && b.event !== change.type) return false;
        const filters = b.tables.get(change.relid) ?? [];
        return change.type === 'DELETE' ? passesFilters(filters, oldImage) : passesFilters(filters, change.record);
      });
      if (bindings.length > 0) targets.push({ ch, bindings });
    }
    if (targets.length === 0) return none;

    const grants = new Map<string, Set<string>>();
    for (const t of targets) {
      const role = t.ch.claims.role;
      if (!grants.has(role)) grants.set(role, await this.tables.selectable(role, table));
    }
    const sends: Array<() => void> = [];
    const checked: Target[] = [];
    for (const t of targets) {
      const selectable = grants.get(t.ch.claims.role)!;
      // Stricter than Realtime: a filter on a column the subscriber may not read would let it
      // probe that column's values, so such a binding matches nothing.
      t.bindings = t.bindings.filter((b) => (b.tables.get(change.relid) ?? []).every((f) => selectable.has(f.column)));
      if (t.bindings.length === 0) continue;
      if (change.type !== 'DELETE' && table.pk.length === 0)
        sends.push(() => this.send(t, errorData(change, table, 'Error 400: Bad Request, no primary key')));
      else if (change.type !== 'DELETE' && !table.pk.every((c) => selectable.has(c)))
        sends.push(() => this.send(t, errorData(change, table, 'Error 401: Unauthorized')));
      else checked.push(t);
    }

    // Inserts and updates of RLS tables are shown only to subscribers whose policies see the row.
    const needsRls = table.rls && change.type !== 'DELETE' && change.record !== null && checked.length > 0;
    const visible = needsRls
      ? await checkVisibility(
          this.pool,
          table,
          change.record!,
          checked.map((t) => t.ch.claims),
        )
      : checked.map(() => true);
    checked.forEach((t, i) => {
      const v = visible[i];
      if (v === 'error')
        sends.push(() =>
          this.send(t, errorData(change, table, 'Error 500: Internal Server Error, RLS policy evaluation failed')),
        );
      else if (v) sends.push(() => this.deliver(t, change, table, grants.get(t.ch.claims.role)!));
    });
    return () => sends.forEach((send) => send());
  }

  private deliver(t: Target, change: Change, table: TableInfo, selectable: Set<string>) {
    // Bindings asking for different column selections get separate events.
    const groups = new Map<string, PgBinding[]>();
    for (const b of t.bindings) {
      const key = JSON.stringify(b.select);
      groups.set(key, [...(groups.get(key) ?? []), b]);
    }
    for (const group of groups.values()) {
      const data = changeData(change, table, selectable, group[0]!.select);
      if (!t.ch.closed) t.ch.pushFanout('postgres_changes', { ids: group.map((b) => b.id), data });
    }
  }

  private send(t: Target, data: Record<string, unknown>) {
    if (!t.ch.closed) t.ch.pushFanout('postgres_changes', { ids: t.bindings.map((b) => b.id), data });
  }
}
