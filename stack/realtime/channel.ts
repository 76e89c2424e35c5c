import type { ChannelClaims } from './auth.ts';
import type { AuthorizationContext, Extension, Policies } from './authorization.ts';
import type { PgBinding } from './postgres/bindings.ts';
import { encodeMessage, type Vsn } from './protocol.ts';

/** What a channel needs from the socket it lives on. */
export interface Transport {
  readonly vsn: Vsn;
  readonly closed: boolean;
  sendRaw(data: string | Buffer): void;
  /** Drops the channel from the socket's topic table, if it is still the one joined there. */
  forget(channel: Channel): void;
}

export interface ChannelConfig {
  topic: string;
  joinRef: string | null;
  token: string;
  claims: ChannelClaims;
  isPrivate: boolean;
  selfBroadcast: boolean;
  ackBroadcast: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** A private channel's authorization, as checked at join; null on public channels. */
  policies: Policies | null;
  /** The socket's `x-` request headers, which policies read as `request.headers`. */
  headers: Record<string, string>;
}

/** The hub's key for a topic: public and private channels of the same name are separate topics. */
export const topicKey = (subTopic: string, isPrivate: boolean) =>
  `${isPrivate ? 'private' : 'public'}|realtime:${subTopic}`;

/** One joined topic on one socket (a Phoenix channel process in Supabase Realtime). */
export class Channel {
  readonly topic: string;
  readonly subTopic: string;
  /** Public and private channels of the same name are separate topics, as in Realtime. */
  readonly key: string;
  readonly joinRef: string | null;
  readonly isPrivate: boolean;
  readonly selfBroadcast: boolean;
  readonly ackBroadcast: boolean;
  readonly presenceKey: string;
  token: string;
  claims: ChannelClaims;
  presenceEnabled: boolean;
  policies: Policies | null;
  readonly headers: Record<string, string>;
  bindings: PgBinding[] = [];
  expiryTimer: NodeJS.Timeout | undefined;
  closed = false;

  constructor(
    readonly transport: Transport,
    config: ChannelConfig,
  ) {
    this.topic = config.topic;
    this.subTopic = config.topic.replace(/^realtime:/, '');
    this.key = topicKey(this.subTopic, config.isPrivate);
    this.joinRef = config.joinRef;
    this.isPrivate = config.isPrivate;
    this.selfBroadcast = config.selfBroadcast;
    this.ackBroadcast = config.ackBroadcast;
    this.presenceKey = config.presenceKey;
    this.token = config.token;
    this.claims = config.claims;
    this.presenceEnabled = config.presenceEnabled;
    this.policies = config.policies;
    this.headers = config.headers;
  }

  /**
   * Whether fan-out of `extension` reaches this client: always on public channels; on private ones
   * only with read access already granted (Realtime's dispatcher gate, checked per message from the
   * cached policies, never the database).
   */
  receives(extension: Extension): boolean {
    return this.policies === null || this.policies[extension].read === true;
  }

  /** What the authorization functions need: topic, current claims and headers. */
  authorizationContext(): AuthorizationContext {
    return { topic: this.subTopic, claims: this.claims, headers: this.headers };
  }

  /** A push addressed to this join (carries join_ref, so the client drops it after a rejoin). */
  push(event: string, payload: unknown, ref: string | null = null) {
    this.transport.sendRaw(
      encodeMessage({ joinRef: this.joinRef, ref, topic: this.topic, event, payload }, this.transport.vsn),
    );
  }

  /** A fan-out message (postgres_changes, broadcast, presence_diff): no join_ref, as Realtime's fastlane. */
  pushFanout(event: string, payload: unknown) {
    this.transport.sendRaw(
      encodeMessage({ joinRef: null, ref: null, topic: this.topic, event, payload }, this.transport.vsn),
    );
  }

  reply(ref: string | null, status: 'ok' | 'error', response: unknown = {}) {
    if (ref !== null) this.push('phx_reply', { status, response }, ref);
  }

  system(extension: 'system' | 'postgres_changes', status: 'ok' | 'error', message: string) {
    this.push('system', { extension, status, message, channel: this.subTopic });
  }
}
