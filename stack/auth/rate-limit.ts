import type { RateLimitConfig } from '../config.ts';
import type { StackContext } from '../types.ts';
import { requireUser } from './bearer.ts';
import { clientIp, type AuthCall } from './call.ts';
import { AuthError } from './errors.ts';

/**
 * GoTrue's rate limits (internal/api/apilimiter), fed by `[auth.rate_limit]`. Request limits are
 * token buckets per client address, one bucket set per endpoint group; the email limit is one
 * project-wide counter per hour. The address is the one the gateway saw: it overwrites any
 * X-Forwarded-For a client sends, so a made-up header cannot buy a fresh budget.
 */

const FIVE_MINUTES_S = 5 * 60;
const HOUR_MS = 60 * 60 * 1000;
/** tollbooth's burst in GoTrue: every per-5-minute limiter lets 30 requests through at once. */
const BURST = 30;

/**
 * tollbooth/x-time-rate semantics: `burst` tokens, refilled at `perSecond`; each request spends
 * one. A key's bucket is forgotten an hour after it was made (tollbooth's expirable cache).
 */
class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number; created: number }>();

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {}

  allow(key: string, now = Date.now()): boolean {
    if (!Number.isFinite(this.perSecond)) return true;
    if (this.buckets.size > 10_000) this.prune(now);
    let b = this.buckets.get(key);
    if (!b || now - b.created >= HOUR_MS) {
      b = { tokens: this.burst, at: now, created: now };
      this.buckets.set(key, b);
    }
    b.tokens = Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond);
    b.at = now;
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  private prune(now: number) {
    for (const [key, b] of this.buckets) if (now - b.created >= HOUR_MS) this.buckets.delete(key);
  }
}

/** GoTrue's IntervalLimiter: `events` per hour, the count reset at each hour boundary since start. */
class IntervalLimiter {
  private start = Date.now();
  private count = 0;

  constructor(private readonly events: number) {}

  allow(now = Date.now()): boolean {
    if (!Number.isFinite(this.events)) return true;
    const intervals = Math.floor((now - this.start) / HOUR_MS);
    if (intervals > 0) {
      this.start += intervals * HOUR_MS;
      this.count = 0;
    }
    if (this.count >= this.events) return false;
    this.count++;
    return true;
  }
}

/**
 * GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY default: 15 requests a minute per address for
 * POST /factors/{id}/challenge and, separately, /factors/{id}/verify (the CLI has no key for it).
 */
export const MFA_CHALLENGE_AND_VERIFY_PER_MINUTE = 15;

/** The endpoint groups GoTrue gives separate buckets (all but `token`, `verify` and MFA share sign_in_sign_ups' rate). */
type Group =
  | 'token'
  | 'verify'
  | 'signup'
  | 'recover'
  | 'resend'
  | 'magiclink'
  | 'otp'
  | 'user'
  | 'factorChallenge'
  | 'factorVerify';

class AuthRateLimits {
  private readonly groups: Record<Group, TokenBuckets>;
  private readonly email: IntervalLimiter;

  constructor(readonly config: RateLimitConfig) {
    const per5m = (n: number) => new TokenBuckets(n / FIVE_MINUTES_S, BURST);
    this.groups = {
      token: per5m(config.tokenRefresh),
      verify: per5m(config.tokenVerifications),
      signup: per5m(config.signInSignUps),
      recover: per5m(config.signInSignUps),
      resend: per5m(config.signInSignUps),
      magiclink: per5m(config.signInSignUps),
      otp: per5m(config.signInSignUps),
      user: per5m(config.signInSignUps),
      factorChallenge: new TokenBuckets(MFA_CHALLENGE_AND_VERIFY_PER_MINUTE / 60, BURST),
      factorVerify: new TokenBuckets(MFA_CHALLENGE_AND_VERIFY_PER_MINUTE / 60, BURST),
    };
    this.email = new IntervalLimiter(config.emailSent);
  }

  take(group: Group, key: string) {
    if (!this.groups[group].allow(key))
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
  }

  takeEmail(): boolean {
    return this.email.allow();
  }
}

const perStack = new WeakMap<StackContext, AuthRateLimits>();

function limitsOf(ctx: StackContext): AuthRateLimits {
  let limits = perStack.get(ctx);
  if (!limits) {
    limits = new AuthRateLimits(ctx.config.auth.rateLimit);
    perStack.set(ctx, limits);
  }
  return limits;
}

const GRANTS_ON_TOKEN_LIMIT = new Set(['password', 'refresh_token', 'pkce', 'id_token']);

/** Which bucket a request spends from, decided where GoTrue's router and handlers decide it. */
async function groupOf(call: AuthCall, method: string, path: string): Promise<Group | null> {
  if (method === 'POST' && path === '/token') {
    // An unknown grant_type is refused before any limit, as in GoTrue's Token handler.
    return GRANTS_ON_TOKEN_LIMIT.has(call.url.searchParams.get('grant_type') ?? '') ? 'token' : null;
  }
  if ((method === 'GET' || method === 'POST') && path === '/verify') return 'verify';
  if (method === 'POST' && path === '/signup') {
    // GoTrue reads the body first: a sign-up without email or phone is an anonymous sign-in,
    // which the stack does not offer (the route refuses it), so only real sign-ups count.
    const body = await call.body();
    return body.email || body.phone ? 'signup' : null;
  }
  if (method === 'POST' && path === '/recover') return 'recover';
  if (method === 'POST' && path === '/resend') return 'resend';
  if (method === 'POST' && path === '/magiclink') return 'magiclink';
  if (method === 'POST' && path === '/otp') return 'otp';
  if (method === 'PUT' && path === '/user') {
    // requireAuthentication runs before this limiter in GoTrue, so a bad token gets its 401/403.
    try {
      await requireUser(call);
    } catch {
      return null;
    }
    return 'user';
  }
  return null;
}

/** Answers 429 `over_request_rate_limit` when the caller's address has spent this endpoint's budget. */
export async function enforceRateLimit(call: AuthCall, method: string, path: string) {
  const group = await groupOf(call, method, path);
  if (!group) return;
  // GoTrue skips limiting when the rate-limit header is empty; the gateway always sets it.
  const key = clientIp(call.req);
  if (key) limitsOf(call.ctx).take(group, key);
}

/**
 * The MFA limits, spent by stack/auth/mfa.ts once the factor is loaded (GoTrue's router runs
 * loadFactor before these limiters, so an unknown factor answers 404 without spending).
 */
export function spendMfaRateLimit(call: AuthCall, group: 'factorChallenge' | 'factorVerify') {
  const key = clientIp(call.req);
  if (key) limitsOf(call.ctx).take(group, key);
}

/**
 * GoTrue's sendEmail check, made before a mail's token is issued: `email_sent = 0` refuses every
 * mail; otherwise the hourly budget applies only while confirmations are on (GoTrue skips it under
 * mailer autoconfirm).
 */
export function spendEmailBudget(ctx: StackContext) {
  const limits = limitsOf(ctx);
  const exceeded = () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded');
  if (limits.config.emailSent === 0) throw exceeded();
  if (ctx.config.auth.enableConfirmations && !limits.takeEmail()) throw exceeded();
}

/**
 * Test harnesses only (integration, e2e): every suite signs up many users from 127.0.0.1, which
 * the real limits would refuse. Passed as `StackOptions.authRateLimits`; config.toml keeps the
 * real values and `npm run stack`/`npm run dev` never relax them.
 */
export const RELAXED_AUTH_RATE_LIMITS: Partial<RateLimitConfig> = {
  emailSent: Infinity,
  tokenRefresh: Infinity,
  signInSignUps: Infinity,
  tokenVerifications: Infinity,
};
