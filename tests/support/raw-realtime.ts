import { vi } from 'vitest';
import WebSocket from 'ws';
import { stackEnv } from './stack-env.ts';

export type Frame = unknown[] | Buffer;

/** A raw Phoenix socket (vsn 2.0.0), to speak the realtime protocol frame by frame as an attacker would. */
export class RawSocket {
  readonly frames: Frame[] = [];
  /** Resolves with the close code when the server closes the socket. */
  readonly closed: Promise<number>;
  private ref = 0;
  private readonly joinRefs = new Map<string, string>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer, isBinary) =>
      this.frames.push(isBinary ? data : (JSON.parse(data.toString()) as unknown[])),
    );
    this.closed = new Promise((resolve) => ws.once('close', (code) => resolve(code)));
  }

  /** Opens a socket on the suites' stack, or on another one (`to`). */
  static async open(to: { apiUrl: string; anonKey: string } = stackEnv()): Promise<RawSocket> {
    const ws = new WebSocket(`${to.apiUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${to.anonKey}&vsn=2.0.0`);
    ws.on('error', () => undefined); // a refused or cut socket shows in `closed`
    await new Promise((resolve, reject) => ws.once('open', resolve).once('unexpected-response', reject));
    const raw = new RawSocket(ws);
    opened.push(raw);
    return raw;
  }

  nextRef = () => String(++this.ref);

  send(frame: unknown[] | Buffer) {
    this.ws.send(Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The join ref of this socket's latest join of `topic`. */
  joinRef(topic: string): string | null {
    return this.joinRefs.get(topic) ?? null;
  }

  /** Sends a message on a joined topic and returns its ref. */
  push(topic: string, event: string, payload: unknown): string {
    const ref = this.nextRef();
    this.send([this.joinRef(topic), ref, topic, event, payload]);
    return ref;
  }

  until(pred: (f: Frame) => boolean, timeout = 10_000): Promise<Frame> {
    return vi.waitFor(
      () => {
        const hit = this.frames.find(pred);
        if (!hit) throw new Error(`still waiting; received ${JSON.stringify(this.frames.slice(-5)).slice(0, 400)}`);
        return hit;
      },
      { timeout, interval: 10 },
    );
  }

  /** The phx_reply to `ref`. */
  async reply(ref: string, timeout?: number): Promise<unknown[]> {
    return (await this.until((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply', timeout)) as unknown[];
  }

  /** Joins `topic` (its join ref is the message ref) and returns the reply's payload. */
  async join(topic: string, config: Record<string, unknown> = {}): Promise<unknown> {
    const ref = this.nextRef();
    this.joinRefs.set(topic, ref);
    this.send([ref, ref, topic, 'phx_join', { config }]);
    return (await this.reply(ref))[4];
  }

  /** Events of one kind pushed to `topic`. */
  events(topic: string, event: string): unknown[][] {
    return this.frames.filter((f): f is unknown[] => Array.isArray(f) && f[2] === topic && f[3] === event);
  }
}

const opened: RawSocket[] = [];

/** Closes every raw socket a suite opened (call in afterAll). */
export function closeRawSockets() {
  for (const raw of opened.splice(0)) raw.ws.terminate();
}

/** A kind-3 binary broadcast frame, exactly as realtime-js' serializer builds it. */
export function binaryBroadcast(joinRef: string, ref: string, topic: string, event: string, payload: Buffer) {
  const parts = [joinRef, ref, topic, event, ''].map((s) => Buffer.from(s));
  return Buffer.concat([Buffer.from([3, ...parts.map((p) => p.length), 0]), ...parts, payload]);
}
