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

/** What one fan-out sent: frames (one per delivery) and their bytes, which the sender is charged. */
export interface Fanout {
  frames: number;
  bytes: number;
}

const frameBytes = (frame: string | Buffer) => (typeof frame === 'string' ? Buffer.byteLength(frame) : frame.length);

/** Each protocol version's encoding of one fan-out, made once, with its size. */
type Encoded = { frame: string | Buffer; bytes: number } | null;

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
  presenceDiff(key: string, diff: PresenceDiff): Fanout {
    const cache = new Map<Vsn, { frame: string; bytes: number }>();
    const sent: Fanout = { frames: 0, bytes: 0 };
    for (const ch of this.members(key)) {
      if (!ch.receives('presence')) continue;
      const vsn = ch.transport.vsn;
      let encoded = cache.get(vsn);
      if (!encoded) {
        const frame = encodeMessage(
          { joinRef: null, ref: null, topic: ch.topic, event: 'presence_diff', payload: diff },
          vsn,
        );
        encoded = { frame, bytes: frameBytes(frame) };
        cache.set(vsn, encoded);
      }
      ch.transport.sendRaw(encoded.frame);
      sent.frames++;
      sent.bytes += encoded.bytes;
    }
    return sent;
  }

  /**
   * Delivers a broadcast to the topic's channels that may read broadcasts; `except` is the sender
   * when it asked for `self: false`.
   */
  broadcast(key: string, msg: Broadcast, except?: Channel): Fanout {
    const cache = new Map<Vsn, Encoded>();
    const sent: Fanout = { frames: 0, bytes: 0 };
    for (const ch of this.members(key)) {
      if (ch === except || !ch.receives('broadcast')) continue;
      const vsn = ch.transport.vsn;
      let encoded = cache.get(vsn);
      if (encoded === undefined) {
        const frame = encodeBroadcast(ch.topic, msg, vsn);
        encoded = frame === null ? null : { frame, bytes: frameBytes(frame) };
        cache.set(vsn, encoded);
      }
      if (!encoded) continue;
      ch.transport.sendRaw(encoded.frame);
      sent.frames++;
      sent.bytes += encoded.bytes;
    }
    return sent;
  }
}
