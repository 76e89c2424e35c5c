import type { Channel } from './channel.ts';
import type { PresenceDiff } from './presence.ts';
import { encodeMessage, encodeUserBroadcast, type Vsn } from './protocol.ts';

/**
 * A broadcast as it travels: `json` is a Phoenix broadcast whose payload is
 * `{type:'broadcast', event, payload}` (text frames, REST API); `user` came in as a kind-3
 * binary frame (or from realtime.messages, with `meta: {id}`) and goes out as kind 4 to vsn-2
 * sockets.
 */
export type Broadcast =
  | { form: 'json'; payload: Record<string, unknown> }
  | { form: 'user'; event: string; encoding: 'json' | 'binary'; data: Buffer; meta?: Record<string, unknown> };

function encodeBroadcast(topic: string, msg: Broadcast, vsn: Vsn): string | Buffer | null {
  if (msg.form === 'json')
    return encodeMessage({ joinRef: null, ref: null, topic, event: 'broadcast', payload: msg.payload }, vsn);
  if (vsn === '2.0.0') return encodeUserBroadcast(topic, msg.event, msg.encoding, msg.data, msg.meta);
  // A vsn-1 socket cannot carry binary payloads (Realtime skips them too).
  if (msg.encoding === 'binary') return null;
  const payload: unknown = JSON.parse(msg.data.toString('utf8'));
  const body = { type: 'broadcast', event: msg.event, payload, ...(msg.meta ? { meta: msg.meta } : {}) };
  return encodeMessage({ joinRef: null, ref: null, topic, event: 'broadcast', payload: body }, vsn);
}

/** Which channels are joined to which topic, and fan-out to them. */
export class Hub {
  private readonly topics = new Map<string, Set<Channel>>();

  add(channel: Channel) {
    const set = this.topics.get(channel.key) ?? new Set<Channel>();
    set.add(channel);
    this.topics.set(channel.key, set);
  }

  remove(channel: Channel) {
    const set = this.topics.get(channel.key);
    if (!set) return;
    set.delete(channel);
    if (set.size === 0) this.topics.delete(channel.key);
  }

  members(key: string): Channel[] {
    return [...(this.topics.get(key) ?? [])];
  }

  /**
   * Sends a presence diff to every channel on the topic that may read presence, encoding once per
   * protocol version.
   */
  presenceDiff(key: string, diff: PresenceDiff) {
    const cache = new Map<Vsn, string>();
    for (const ch of this.members(key)) {
      if (!ch.receives('presence')) continue;
      const vsn = ch.transport.vsn;
      let frame = cache.get(vsn);
      if (frame === undefined) {
        frame = encodeMessage(
          { joinRef: null, ref: null, topic: ch.topic, event: 'presence_diff', payload: diff },
          vsn,
        );
        cache.set(vsn, frame);
      }
      ch.transport.sendRaw(frame);
    }
  }

  /**
   * Delivers a broadcast to the topic's channels that may read broadcasts; `except` is the sender
   * when it asked for `self: false`.
   */
  broadcast(key: string, msg: Broadcast, except?: Channel) {
    const cache = new Map<Vsn, string | Buffer | null>();
    for (const ch of this.members(key)) {
      if (ch === except || !ch.receives('broadcast')) continue;
      const vsn = ch.transport.vsn;
      if (!cache.has(vsn)) cache.set(vsn, encodeBroadcast(ch.topic, msg, vsn));
      const frame = cache.get(vsn);
      if (frame) ch.transport.sendRaw(frame);
    }
  }
}
