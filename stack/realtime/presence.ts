import { randomBytes } from 'node:crypto';

/** One presence entry as Phoenix.Presence sends it: the tracked payload plus its refs. */
export type Meta = Record<string, unknown> & { phx_ref: string; phx_ref_prev?: string };
export type PresenceState = Record<string, { metas: Meta[] }>;
export interface PresenceDiff {
  joins: PresenceState;
  leaves: PresenceState;
}

interface Entry {
  key: string;
  meta: Meta;
  payload: string;
}

/** Phoenix refs are opaque base64 strings starting with `F`; only uniqueness matters to clients. */
const newRef = () => 'F' + randomBytes(11).toString('base64url');

const single = (key: string, meta: Meta): PresenceState => ({ [key]: { metas: [meta] } });

/**
 * Who is present on which topic. Each joined channel (one per socket and topic) contributes at
 * most one meta under its presence key, as in Supabase Realtime; `O` is the channel object.
 */
export class PresenceRegistry<O extends object> {
  private readonly topics = new Map<string, Map<O, Entry>>();

  state(topicKey: string): PresenceState {
    const out: PresenceState = {};
    for (const { key, meta } of this.topics.get(topicKey)?.values() ?? []) {
      (out[key] ??= { metas: [] }).metas.push(meta);
    }
    return out;
  }

  /** Tracks or updates `owner`'s payload; null when nothing changed. */
  track(topicKey: string, owner: O, key: string, payload: Record<string, unknown>): PresenceDiff | null {
    const entries = this.topics.get(topicKey) ?? new Map<O, Entry>();
    this.topics.set(topicKey, entries);
    const serialized = JSON.stringify(payload);
    const previous = entries.get(owner);
    if (previous && previous.payload === serialized) return null;
    const meta: Meta = { ...payload, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    entries.set(owner, { key, meta, payload: serialized });
    return { joins: single(key, meta), leaves: previous ? single(previous.key, previous.meta) : {} };
  }

  /** Removes `owner`'s entry; null when it had none. */
  untrack(topicKey: string, owner: O): PresenceDiff | null {
    const entries = this.topics.get(topicKey);
    const previous = entries?.get(owner);
    if (!entries || !previous) return null;
    entries.delete(owner);
    if (entries.size === 0) this.topics.delete(topicKey);
    return { joins: {}, leaves: single(previous.key, previous.meta) };
  }
}
