import type { Duplex } from 'node:stream';
import { WebSocket, type RawData } from 'ws';
import type { Channel } from './channel.ts';
import { closeChannel, type RealtimeContext } from './context.ts';
import { handleAccessToken, handleBroadcast, handleLeave, handlePresence, handleUserBroadcast } from './events.ts';
import { handleJoin, replyError, type JoinHost } from './join.ts';
import { admitEvent } from './limit-hooks.ts';
import type { ClientLimits } from './limits.ts';
import { decodeBinary, decodeText, encodeMessage, type PhxMessage, type Vsn } from './protocol.ts';

/** Phoenix drops a socket that has sent nothing (not even a heartbeat) for 60 s. */
const IDLE_TIMEOUT_MS = 60_000;
/** A client this far behind on reading is dropped rather than buffered without bound. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

const toBuffer = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

/**
 * One WebSocket. Frames are handled strictly one after another (a join that awaits the
 * database still precedes the broadcast sent right behind it), and anything malformed is
 * ignored: a bad client can only hurt itself.
 */
export class Connection implements JoinHost {
  readonly channels = new Map<string, Channel>();
  closed = false;
  /** Frames received and not yet handled, in order. */
  private inbox: Array<{ buf: Buffer; isBinary: boolean }> = [];
  private next = 0;
  private pumping = false;
  private idle: NodeJS.Timeout;
  private readonly limits: ClientLimits;
  private corked = false;

  constructor(
    private readonly ws: WebSocket,
    readonly vsn: Vsn,
    readonly token: string,
    private readonly ctx: RealtimeContext,
    /** The socket under `ws`, corked while frames are sent so one tick's frames leave in one write. */
    private readonly socket: Duplex,
    readonly headers: Record<string, string> = {},
  ) {
    this.idle = setTimeout(() => this.ws.terminate(), IDLE_TIMEOUT_MS);
    this.limits = ctx.limits.attach(this, {
      pause: () => ws.pause(),
      resume: () => ws.resume(),
      close: (code, reason) => ws.close(code, reason),
    });
    ws.on('message', (data, isBinary) => {
      this.idle.refresh();
      const buf = toBuffer(data);
      this.limits.received(buf.length);
      this.inbox.push({ buf, isBinary });
      // Handled after the frames ws is parsing right now, never inside its loop.
      if (!this.pumping) {
        this.pumping = true;
        queueMicrotask(() => void this.pump());
      }
    });
    ws.on('error', () => undefined); // 'close' follows; a broken socket must not crash the stack
    ws.on('close', () => this.teardown());
  }

  sendRaw(data: string | Buffer) {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    if (!this.corked) {
      this.corked = true;
      this.socket.cork();
      process.nextTick(() => {
        this.corked = false;
        this.socket.uncork();
      });
    }
    this.ws.send(data, { binary: typeof data !== 'string' });
  }

  forget(channel: Channel) {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  close() {
    this.ws.terminate();
    this.teardown();
  }

  private teardown() {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idle);
    this.ctx.limits.detach(this);
    for (const ch of [...this.channels.values()]) closeChannel(this.ctx, ch, false);
  }

  /**
   * Handles the inbox one frame after another. Frames wait their turn while this socket is over its
   * byte or join budget, or after frames have held the event loop for a while (limits.ts).
   */
  private async pump() {
    while (this.next < this.inbox.length && !this.closed) {
      const { buf, isBinary } = this.inbox[this.next++]!;
      const wait = this.limits.turn(buf.length);
      if (wait) await wait;
      if (this.closed) break;
      try {
        await this.handleFrame(buf, isBinary);
      } catch (err) {
        this.ctx.log(`realtime: frame failed: ${(err as Error).stack ?? String(err)}`);
      }
      if (this.next > 1024) {
        this.inbox = this.inbox.slice(this.next);
        this.next = 0;
      }
    }
    this.inbox = [];
    this.next = 0;
    this.pumping = false;
  }

  private async handleFrame(buf: Buffer, isBinary: boolean) {
    if (this.closed) return;
    if (isBinary) {
      const push = this.vsn === '2.0.0' ? decodeBinary(buf) : null;
      if (!push) return;
      const ch = this.channels.get(push.topic);
      if (!ch) return replyError(this, { ...push, event: 'broadcast', payload: {} }, 'unmatched topic');
      return handleUserBroadcast(this.ctx, ch, push);
    }
    const msg = decodeText(buf.toString('utf8'), this.vsn);
    if (msg) await this.route(msg);
  }

  private async route(msg: PhxMessage) {
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') {
      const reply = {
        joinRef: null,
        ref: msg.ref,
        topic: 'phoenix',
        event: 'phx_reply',
        payload: { status: 'ok', response: {} },
      };
      return this.sendRaw(encodeMessage(reply, this.vsn));
    }
    if (msg.event === 'phx_join') return handleJoin(this.ctx, this, msg);
    const ch = this.channels.get(msg.topic);
    if (!ch) return replyError(this, msg, 'unmatched topic');
    // A message meant for an earlier join of this topic is stale (Phoenix ignores it too).
    if (msg.joinRef !== null && ch.joinRef !== null && msg.joinRef !== ch.joinRef) return;
    switch (msg.event) {
      case 'phx_leave':
        return handleLeave(this.ctx, ch, msg);
      case 'access_token':
        return handleAccessToken(this.ctx, ch, msg);
      case 'broadcast':
        return handleBroadcast(this.ctx, ch, msg);
      case 'presence':
        return handlePresence(this.ctx, ch, msg);
      default:
        admitEvent(this.ctx, ch); // Realtime ignores unexpected events without a reply, but counts them
        return;
    }
  }
}
