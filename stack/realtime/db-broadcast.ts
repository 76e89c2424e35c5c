import { topicKey } from './channel.ts';
import type { Broadcast, Hub } from './hub.ts';
import type { Change } from './postgres/payload.ts';

/**
 * A committed realtime.messages insert (realtime.send(), realtime.broadcast_changes(), or any
 * insert with an event) as Realtime's ReplicationConnection broadcasts it: to the row's topic,
 * private or public as the row says, with `meta: {id}`. Null when Realtime would skip it (no
 * event, topic, private flag or payload).
 */
export function messageBroadcast(change: Change): { key: string; msg: Broadcast } | null {
  const row = change.record;
  if (change.type !== 'INSERT' || !row) return null;
  const { topic, event, id, private: isPrivate, payload, binary_payload: binary } = row;
  if (typeof topic !== 'string' || typeof event !== 'string' || typeof id !== 'string') return null;
  if (typeof isPrivate !== 'boolean') return null;
  const meta = { id };
  // to_jsonb renders bytea as `\x` followed by hex.
  if (typeof binary === 'string' && binary.startsWith('\\x')) {
    const data = Buffer.from(binary.slice(2), 'hex');
    return { key: topicKey(topic, isPrivate), msg: { form: 'user', event, encoding: 'binary', data, meta } };
  }
  if (payload === null || payload === undefined) return null;
  const data = Buffer.from(JSON.stringify(payload), 'utf8');
  return { key: topicKey(topic, isPrivate), msg: { form: 'user', event, encoding: 'json', data, meta } };
}

/**
 * Splits a run of captured changes: realtime.messages inserts are broadcast, everything else goes
 * to the postgres_changes feed, keeping commit order between the two.
 */
export async function routeChanges(
  changes: Change[],
  messagesRelid: number | null,
  hub: Hub,
  feed: (changes: Change[]) => Promise<void>,
) {
  let run: Change[] = [];
  for (const change of changes) {
    if (change.relid !== messagesRelid) {
      run.push(change);
      continue;
    }
    if (run.length > 0) await feed(run);
    run = [];
    const out = messageBroadcast(change);
    if (out) hub.broadcast(out.key, out.msg);
  }
  if (run.length > 0) await feed(run);
}
