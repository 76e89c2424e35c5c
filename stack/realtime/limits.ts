import type { IncomingMessage } from 'node:http';
import type { Transport } from './channel.ts';
import type { JoinHost } from './join.ts';
import type { RealtimeLimitSettings } from './limit-settings.ts';
import { Bucket, TickCounter } from './rate-counters.ts';

/**
 * Hosted Realtime's limits (values in limit-settings.ts), answered with its own errors:
 *
 * - Per socket, as hosted: at most `maxChannelsPerClient` channels ("ChannelRateLimitReached: Too
 *   many channels"); frames over 5 MB close the socket (Cowboy's max_frame_size, code 1009).
 * - Per message, as hosted: payloads over `maxPayloadSizeInKb` (+500 bytes) are dropped (an `ack`
 *   broadcast is answered `payload_size_exceeded`; a presence track ends the channel with "Track
 *   message size exceeded"; REST answers 422), and each channel may make `clientPresenceMaxCalls`
 *   presence calls per window ("Client presence rate limit exceeded").
 * - Per project, as hosted: `maxConcurrentUsers` sockets with channels ("Too many connected users").
 * - Joins per second, counted like Realtime's RateCounter (5 s ticks, average of the last 12): per
 *   socket, the socket that reaches `maxJoinsPerSecond` gets "ClientJoinRateLimitReached: Too many
 *   joins per second" and is disconnected; per project, new sockets get 429 "Too many joins per
 *   second" while the project is over it. Hosted also refuses every socket's joins then; the stack
 *   leaves sockets that are already connected alone, so one client's join storm stops nobody else.
 * - Events and presence events per second: hosted counts them for the whole project and, over the
 *   limit, ends every channel that receives a message. The stack charges them to the client that
 *   causes them (its pushes plus the deliveries they fan out to) and ends only that client's channel
 *   ("Too many messages per second" / "Too many presence messages per second"), so a flood never
 *   cuts off anybody else. Measured with a one-second bucket, so a burst is stopped at once.
 * - Flow control, the stand-in for the per-process isolation Realtime gets from the BEAM (all of
 *   the stack shares one event loop): a socket's frames wait while it is over `maxBytesPerSecond`
 *   (bytes in, plus the bytes its broadcasts fan out) or `maxJoinsPerSecond`, and its socket stops
 *   being read while too much of it waits; and frame handling yields the event loop every 5 ms.
 *   Only a client that exceeds them notices, as latency.
 */

/** Realtime's `max_payload_size_in_kb * 1000 + @payload_size_padding`. */
const PAYLOAD_PADDING = 500;
/** Cowboy's `max_frame_size` in Realtime's endpoint. */
export const MAX_FRAME_BYTES = 5_000_000;
/** Hosted waits this long before refusing a socket (`CONNECT_ERROR_BACKOFF_MS`), slowing reconnect loops. */
export const CONNECT_ERROR_BACKOFF_MS = 2000;
/** A socket stops being read while more than this has arrived and waits to be handled. */
const MAX_WAITING_BYTES = 1024 * 1024;
/** Frames are handled one microtask after another; after this long without a turn of the event loop, yield. */
const SLICE_MS = 5;

let sliceStarted: number | null = null;
/**
 * Whether frame handling has held the event loop long enough: a burst of frames that are all ready
 * resolves one microtask after another, which would starve every request and socket until it is done.
 */
function sliceSpent(): boolean {
  const now = performance.now();
  if (sliceStarted === null) {
    sliceStarted = now;
    setImmediate(() => (sliceStarted = null));
    return false;
  }
  return now - sliceStarted > SLICE_MS;
}
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the limits need from a socket: flow control and a way to end it. */
export interface LimitedSocket {
  pause(): void;
  resume(): void;
  close(code: number, reason: string): void;
}

/** One socket's budgets. */
export class ClientLimits {
  readonly events: Bucket;
  readonly presence: Bucket;
  readonly joins: Bucket;
  readonly bytes: Bucket;
  /** This socket's joins, counted like the project's. */
  readonly joinRate: TickCounter;
  /** Size of the frame being handled (an upper bound for the payload it carries). */
  frameBytes = 0;
  private waiting = 0;
  private paused = false;

  constructor(
    settings: RealtimeLimitSettings,
    readonly socket: LimitedSocket,
  ) {
    this.events = new Bucket(settings.maxEventsPerSecond, settings.maxEventsPerSecond);
    this.presence = new Bucket(settings.maxPresenceEventsPerSecond, settings.maxPresenceEventsPerSecond);
    this.joins = new Bucket(settings.maxJoinsPerSecond, settings.maxJoinsPerSecond);
    this.bytes = new Bucket(settings.maxBytesPerSecond, settings.maxBytesPerSecond);
    this.joinRate = new TickCounter(settings.maxJoinsPerSecond);
  }

  /** A frame arrived and waits its turn; too much waiting stops reading the socket. */
  received(bytes: number) {
    this.waiting += bytes;
    if (!this.paused && this.waiting > MAX_WAITING_BYTES) {
      this.paused = true;
      this.socket.pause();
    }
  }

  /**
   * Waits until this socket is within its flow budgets (and the event loop has turned if frames have
   * held it for a while), then charges the frame about to be handled.
   */
  turn(bytes: number): Promise<void> | void {
    const wait = Math.max(this.bytes.debtMs(), this.joins.debtMs());
    if (wait > 0) return new Promise<void>((resolve) => setTimeout(resolve, wait).unref()).then(() => this.turn(bytes));
    if (sliceSpent()) return nextTurn().then(() => this.turn(bytes));
    this.waiting -= bytes;
    if (this.paused && this.waiting <= MAX_WAITING_BYTES / 2) {
      this.paused = false;
      this.socket.resume();
    }
    this.bytes.take(bytes);
    this.frameBytes = bytes;
  }
}

export class RealtimeLimits {
  private readonly clients = new WeakMap<Transport, ClientLimits>();
  /** Sockets that joined a channel (Realtime's UsersCounter), until they close. */
  private readonly users = new Set<Transport>();
  private readonly joins: TickCounter;
  /** REST broadcast budgets per client address. */
  private readonly rest = new Map<string, Bucket>();

  constructor(
    readonly settings: RealtimeLimitSettings,
    log: (message: string) => void,
  ) {
    this.joins = new TickCounter(settings.maxJoinsPerSecond, () =>
      log('ClientJoinRateLimitReached: Too many joins per second (new sockets are refused)'),
    );
  }

  get maxPayloadBytes() {
    return this.settings.maxPayloadSizeInKb * 1000 + PAYLOAD_PADDING;
  }

  attach(transport: Transport, socket: LimitedSocket): ClientLimits {
    const limits = new ClientLimits(this.settings, socket);
    this.clients.set(transport, limits);
    return limits;
  }

  detach(transport: Transport) {
    this.users.delete(transport);
  }

  client(transport: Transport): ClientLimits | undefined {
    return this.clients.get(transport);
  }

  /** Realtime's connect-time check (TenantRateLimiters): the reason to refuse a new socket, if any. */
  refuseConnect(): string | null {
    if (this.users.size >= this.settings.maxConcurrentUsers) return 'Too many connected users';
    if (this.joins.isTriggered()) return 'Too many joins per second';
    return null;
  }

  /** Realtime's join checks, in its order: users, joins per second, channels per client. */
  checkJoin(host: JoinHost, topic: string): { reason: string; disconnect: boolean } | null {
    if (!this.users.has(host) && this.users.size >= this.settings.maxConcurrentUsers)
      return { reason: 'ConnectionRateLimitReached: Too many connected users', disconnect: false };
    const client = this.client(host);
    if (client?.joinRate.isTriggered())
      return { reason: 'ClientJoinRateLimitReached: Too many joins per second', disconnect: true };
    client?.joinRate.add();
    if (!this.joins.isTriggered()) this.joins.add(); // over the limit, hosted counts nothing either
    client?.joins.take(1);
    const others = host.channels.size - (host.channels.has(topic) ? 1 : 0);
    if (others >= this.settings.maxChannelsPerClient)
      return { reason: 'ChannelRateLimitReached: Too many channels', disconnect: false };
    this.users.add(host);
    return null;
  }

  restBucket(req: IncomingMessage): Bucket {
    const address = req.socket.remoteAddress ?? 'unknown';
    let bucket = this.rest.get(address);
    if (!bucket) {
      if (this.rest.size > 1000) this.rest.clear(); // only local addresses reach the stack; a bound all the same
      bucket = new Bucket(this.settings.maxEventsPerSecond, this.settings.maxEventsPerSecond);
      this.rest.set(address, bucket);
    }
    return bucket;
  }
}
