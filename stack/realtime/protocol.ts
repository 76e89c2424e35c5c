/**
 * Phoenix socket framing as realtime-js speaks it (wire facts §5): vsn 1.0.0 sends JSON objects,
 * vsn 2.0.0 sends JSON arrays `[join_ref, ref, topic, event, payload]` plus binary broadcast
 * frames (kind 3 in, kind 4 out). Decoders return null for anything malformed; callers ignore it.
 */
export type Vsn = '1.0.0' | '2.0.0';

export interface PhxMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A `channel.send({type:'broadcast'})` push that arrived as a kind-3 binary frame. */
export interface UserBroadcastPush {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  encoding: 'json' | 'binary';
  data: Buffer;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

const refOf = (v: unknown): string | null | undefined =>
  v === null || v === undefined ? null : typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

export function decodeText(text: string, vsn: Vsn): PhxMessage | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  let parts: unknown[];
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    parts = raw;
  } else {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const o = raw as Record<string, unknown>;
    parts = [o.join_ref, o.ref, o.topic, o.event, o.payload];
  }
  const [joinRef, ref, topic, event, payload] = parts;
  const jr = refOf(joinRef);
  const r = refOf(ref);
  if (jr === undefined || r === undefined || typeof topic !== 'string' || typeof event !== 'string') return null;
  return { joinRef: jr, ref: r, topic, event, payload: payload ?? {} };
}

export function decodeBinary(buf: Buffer): UserBroadcastPush | null {
  if (buf.length < 7 || buf[0] !== USER_BROADCAST_PUSH) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [
    buf[1]!,
    buf[2]!,
    buf[3]!,
    buf[4]!,
    buf[5]!,
    buf[6]!,
  ];
  if (encoding !== 0 && encoding !== 1) return null;
  let offset = 7;
  const take = (len: number) => {
    const s = buf.subarray(offset, offset + len);
    offset += len;
    return s;
  };
  if (offset + joinRefLen + refLen + topicLen + eventLen + metaLen > buf.length) return null;
  const joinRef = take(joinRefLen).toString('utf8');
  const ref = take(refLen).toString('utf8');
  const topic = take(topicLen).toString('utf8');
  const event = take(eventLen).toString('utf8');
  take(metaLen); // metadata (`persist`) only matters for private replay, which we do not store
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event,
    encoding: encoding === 1 ? 'json' : 'binary',
    data: Buffer.from(buf.subarray(offset)),
  };
}

export function encodeMessage(msg: PhxMessage, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify({
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
    ref: msg.ref,
    join_ref: msg.joinRef,
  });
}

/** Kind-4 frame: `[4, len(topic), len(event), len(meta), encoding]`, topic, event, meta JSON, payload. */
export function encodeUserBroadcast(
  topic: string,
  event: string,
  encoding: 'json' | 'binary',
  data: Buffer,
  meta?: Record<string, unknown>,
): Buffer | null {
  const t = Buffer.from(topic, 'utf8');
  const e = Buffer.from(event, 'utf8');
  const m = Buffer.from(meta ? JSON.stringify(meta) : '', 'utf8');
  if (t.length > 255 || e.length > 255 || m.length > 255) return null;
  const header = Buffer.from([USER_BROADCAST, t.length, e.length, m.length, encoding === 'json' ? 1 : 0]);
  return Buffer.concat([header, t, e, m, data]);
}
