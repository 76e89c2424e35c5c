/**
 * Hosted Realtime's per-project ("tenant") limits, with the defaults a new project gets
 * (supabase/realtime v2.102.1: config/runtime.exs `TENANT_MAX_*` and `CLIENT_PRESENCE_*`, and the
 * Realtime.Api.Tenant schema defaults). The CLI's config.toml has no place for them (the CLI rejects
 * unknown keys), so the stack reads them from the same environment variables the Realtime server
 * reads; the two that are tenant columns only there get names in the same pattern.
 */
export interface RealtimeLimitSettings {
  /** Sockets with a joined channel, per project. */
  maxConcurrentUsers: number;
  /** Channels one socket may have joined at once. */
  maxChannelsPerClient: number;
  maxJoinsPerSecond: number;
  /** Broadcast, presence and other client messages, counted with the deliveries they cause. */
  maxEventsPerSecond: number;
  maxBytesPerSecond: number;
  maxPresenceEventsPerSecond: number;
  /** Largest broadcast or presence payload, in kB (1,000 bytes). */
  maxPayloadSizeInKb: number;
  /** Presence calls one channel may make per window. */
  clientPresenceMaxCalls: number;
  clientPresenceWindowMs: number;
}

export const HOSTED_REALTIME_LIMITS: Readonly<RealtimeLimitSettings> = {
  maxConcurrentUsers: 200,
  maxChannelsPerClient: 100,
  maxJoinsPerSecond: 100,
  maxEventsPerSecond: 100,
  maxBytesPerSecond: 100_000,
  maxPresenceEventsPerSecond: 1000,
  maxPayloadSizeInKb: 3000,
  clientPresenceMaxCalls: 5,
  clientPresenceWindowMs: 30_000,
};

const ENV_NAMES: Record<keyof RealtimeLimitSettings, string> = {
  maxConcurrentUsers: 'TENANT_MAX_CONCURRENT_USERS',
  maxChannelsPerClient: 'TENANT_MAX_CHANNELS_PER_CLIENT',
  maxJoinsPerSecond: 'TENANT_MAX_JOINS_PER_SECOND',
  maxEventsPerSecond: 'TENANT_MAX_EVENTS_PER_SECOND',
  maxBytesPerSecond: 'TENANT_MAX_BYTES_PER_SECOND',
  maxPresenceEventsPerSecond: 'TENANT_MAX_PRESENCE_EVENTS_PER_SECOND',
  maxPayloadSizeInKb: 'TENANT_MAX_PAYLOAD_SIZE_IN_KB',
  clientPresenceMaxCalls: 'CLIENT_PRESENCE_MAX_CALLS',
  clientPresenceWindowMs: 'CLIENT_PRESENCE_WINDOW_MS',
};

/** Hosted defaults, overridden by any of the environment variables above (positive integers). */
export function realtimeLimitsFromEnv(env: NodeJS.ProcessEnv): RealtimeLimitSettings {
  const settings = { ...HOSTED_REALTIME_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof RealtimeLimitSettings, string]>) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
    settings[key] = value;
  }
  return settings;
}
