import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { inTransaction } from '../db.ts';
import type { StackContext } from '../types.ts';
import { requireAdmin, requireUser, type Caller } from './bearer.ts';
import { clientIp, ok, str, type AuthCall, type Body, type Reply } from './call.ts';
import { badRequest, forbidden, internal, notFound, unprocessable, validation } from './errors.ts';
import { spendMfaRateLimit } from './rate-limit.ts';
import { insertRefreshToken, sessionJson } from './sessions.ts';
import { UUID, type Db } from './users.ts';
import { loadTarget } from './routes/admin-fields.ts';

/**
 * GoTrue's MFA API for TOTP (internal/api/mfa.go): enroll, challenge, verify and unenroll at
 * /factors, the user's factors in the user object, and `aal`/`amr` from the session's claims
 * (sessions.ts). Phone and WebAuthn factors are refused as a project with them disabled refuses them.
 */

/** GoTrue's defaults (GOTRUE_MFA_*), which the CLI does not expose. */
export const MFA_LIMITS = {
  maxVerifiedFactors: 10,
  /** Seconds a challenge can be verified (challenge_expiry_duration). */
  challengeExpirySeconds: 300,
  /** Seconds an unverified factor without a challenge lives (factor_expiry_duration). */
  factorExpirySeconds: 300,
} as const;

/** RFC 6238 as GoTrue validates it (pquerna/otp): SHA1, 6 digits, 30 s steps, one step of skew each way. */
const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;

/** The `amr` methods that make a session aal2 (GoTrue's AMRClaim.IsAAL2Claim). */
export const AAL2_METHODS: ReadonlySet<string> = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
  last_totp_step: string | null;
}

/** GoTrue's Factor JSON (models.Factor): friendly_name omitted when empty, phone as a string. */
export function factorJson(f: FactorRow) {
  return {
    id: f.id,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    status: f.status,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    phone: f.phone ?? '',
    last_challenged_at: f.last_challenged_at ? f.last_challenged_at.toISOString() : null,
  };
}

export async function factorsOf(db: Db, userId: string): Promise<FactorRow[]> {
  const { rows } = await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [
    userId,
  ]);
  return rows;
}

interface MfaCaller extends Caller {
  sessionId: string;
  aal: string | null;
}

/** GoTrue's requireAuthentication + requireNotAnonymous, and the session every MFA call works on. */
async function requireSessionUser(call: AuthCall, what: string): Promise<MfaCaller> {
  const caller = await requireUser(call);
  if (caller.user.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!caller.sessionId) throw internal(`A valid session and a registered user are required to ${what}`);
  const { rows } = await call.ctx.pool.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    caller.sessionId,
  ]);
  return { ...caller, sessionId: caller.sessionId, aal: rows[0]?.aal ?? null };
}

/** GoTrue's loadFactor: the path's factor, only among the caller's own. */
async function loadFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>('select * from auth.mfa_factors where id = $1 and user_id = $2', [
    factorId,
    userId,
  ]);
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

const disabled = (what: 'enroll' | 'verification', type: string) => {
  const names: Record<string, [string, string]> = {
    totp: ['TOTP', 'totp'],
    phone: ['Phone', 'phone'],
    webauthn: ['WebAuthn', 'webauthn'],
  };
  const [label, code] = names[type] ?? ['TOTP', 'totp'];
  return what === 'enroll'
    ? unprocessable(`mfa_${code}_enroll_not_enabled`, `MFA enroll is disabled for ${label}`)
    : unprocessable(`mfa_${code}_verify_not_enabled`, `MFA verification is disabled for ${label}`);
};

const tooMany = () =>
  unprocessable('too_many_enrolled_mfa_factors', 'Maximum number of verified factors reached, unenroll to continue');

/** The otpauth:// URI as pquerna/otp writes it: label issuer:account, parameters in key order. */
function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`.replaceAll('%40', '@');
  const query = new URLSearchParams({ algorithm: 'SHA1', digits: '6', issuer, period: '30', secret });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** POST /factors */
export async function enrollFactor(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const caller = await requireSessionUser(call, 'enroll a factor');
  const body = await call.body();
  const factorType = str(body, 'factor_type');
  const friendlyName = str(body, 'friendly_name');
  if (factorType === 'phone' || factorType === 'webauthn') throw disabled('enroll', factorType);
  if (factorType !== 'totp') throw validation('factor_type needs to be totp, phone, or webauthn');
  if (!ctx.config.auth.mfa.totpEnroll) throw disabled('enroll', 'totp');
  let issuer = str(body, 'issuer');
  if (!issuer) issuer = new URL(ctx.config.auth.siteUrl).host;

  const secret = new Secret({ size: 20 }).base32;
  const uri = otpauthUri(issuer, caller.user.email ?? '', secret);
  const factorId = randomUUID();
  await inTransaction(ctx.pool, async (db) => {
    // Serialises enrolments of one user, so the limits below hold under concurrent calls.
    await db.query('select 1 from auth.users where id = $1 for update', [caller.user.id]);
    await db.query(
      `delete from auth.mfa_factors f where f.status <> 'verified'
         and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
         and f.created_at + make_interval(secs => $1) < now()`,
      [MFA_LIMITS.factorExpirySeconds],
    );
    const factors = await factorsOf(db, caller.user.id);
    if (factors.some((f) => (f.friendly_name ?? '') === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
      );
    }
    const verified = factors.filter((f) => f.status === 'verified').length;
    if (factors.length >= ctx.config.auth.mfa.maxEnrolledFactors) throw tooMany();
    if (verified >= MFA_LIMITS.maxVerifiedFactors) throw tooMany();
    if (verified > 0 && caller.aal !== 'aal2')
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    await db.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
      [factorId, caller.user.id, friendlyName, secret],
    );
  });
  return ok({
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName,
    totp: {
      // Raw SVG, as GoTrue sends it; auth-js turns it into a data: URI. No '#' in it, so that URI works.
      qr_code: renderSVG(uri, { ecc: 'M', pixelSize: 3, border: 1 }),
      secret,
      uri,
    },
  });
}

/** POST /factors/{id}/challenge */
export async function challengeFactor(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const caller = await requireSessionUser(call, 'challenge a factor');
  const factor = await loadFactor(ctx.pool, caller.user.id, call.params[0] ?? '');
  spendMfaRateLimit(call, 'factorChallenge');
  if (factor.factor_type !== 'totp') throw disabled('verification', factor.factor_type);
  if (!ctx.config.auth.mfa.totpVerify) throw disabled('verification', 'totp');
  await call.body(); // `channel` is for phone factors; a malformed body is still refused.
  const id = randomUUID();
  const { rows } = await inTransaction(ctx.pool, async (db) => {
    const inserted = await db.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3)
       returning created_at`,
      [id, factor.id, clientIp(call.req) ?? '0.0.0.0'],
    );
    await db.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
    return inserted;
  });
  const createdAt = rows[0]?.created_at ?? new Date();
  return ok({
    id,
    type: 'totp',
    expires_at: Math.floor(createdAt.getTime() / 1000) + MFA_LIMITS.challengeExpirySeconds,
  });
}

interface ChallengeRow {
  id: string;
  verified_at: Date | null;
  ip_address: string;
  expired: boolean;
}

function challengeId(body: Body): string {
  const raw = body.challenge_id;
  if (raw === undefined || raw === null) return '00000000-0000-0000-0000-000000000000';
  if (typeof raw !== 'string' || !UUID.test(raw)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
  }
  return raw;
}

/** GoTrue's validateChallenge: the factor's own, unspent challenge from the same address, not expired. */
async function validateChallenge(call: AuthCall, db: Db, factorId: string, id: string) {
  const { rows } = await db.query<ChallengeRow>(
    `select id, verified_at, host(ip_address) as ip_address,
            created_at + make_interval(secs => $3) < now() as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [id, factorId, MFA_LIMITS.challengeExpirySeconds],
  );
  const challenge = rows[0];
  if (!challenge) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (challenge.verified_at !== null || challenge.ip_address !== (clientIp(call.req) ?? '0.0.0.0')) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (challenge.expired) {
    await db.query('delete from auth.mfa_challenges where id = $1', [challenge.id]);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
}

/** The time step the code belongs to (now ± 1 step), or null when it matches none. */
function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD });
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

const wrongCode = () => unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');

/** POST /factors/{id}/verify → a session for the same sign-in, now aal2 with `totp` in amr. */
export async function verifyFactor(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const caller = await requireSessionUser(call, 'verify a factor');
  const factor = await loadFactor(ctx.pool, caller.user.id, call.params[0] ?? '');
  spendMfaRateLimit(call, 'factorVerify');
  const body = await call.body();
  const id = challengeId(body);
  const code = str(body, 'code');
  if (!code) throw validation('Code needs to be non-empty');
  if (factor.factor_type !== 'totp') throw disabled('verification', factor.factor_type);
  if (!ctx.config.auth.mfa.totpVerify) throw disabled('verification', 'totp');
  await validateChallenge(call, ctx.pool, factor.id, id);
  const step = matchingStep(factor.secret ?? '', code.trim());
  if (step === null) throw wrongCode();

  const session = await inTransaction(ctx.pool, async (db) => {
    // A code counts once (RFC 6238 §5.2): the step is spent atomically, so a replay, even a
    // concurrent one, finds it taken. GoTrue itself only refuses a challenge verified before.
    const spent = await db.query(
      `update auth.mfa_factors set last_totp_step = $2
        where id = $1 and (last_totp_step is null or last_totp_step < $2)`,
      [factor.id, step],
    );
    if (spent.rowCount === 0) throw wrongCode();
    const marked = await db.query(
      'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null',
      [id],
    );
    if (marked.rowCount === 0)
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    if (factor.status !== 'verified') {
      await db.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [factor.id]);
    }
    return upgradeSession(ctx, db, caller.user.id, caller.sessionId, factor.id);
  });
  return ok(session);
}

/**
 * GoTrue's updateMFASessionAndClaims: `totp` joins the session's amr claims, the refresh token is
 * swapped (the aal1 one gives way), the session becomes aal2 bound to the factor; then the user's
 * sessions still below aal2 end and unverified TOTP factors are dropped.
 */
async function upgradeSession(ctx: StackContext, db: Db, userId: string, sessionId: string, factorId: string) {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values ($1, $2, now(), now(), 'totp')
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [randomUUID(), sessionId],
  );
  await db.query('select 1 from auth.sessions where id = $1 for update', [sessionId]);
  const current = await db.query<{ token: string }>(
    'select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
    [sessionId],
  );
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
    [sessionId],
  );
  const refresh = await insertRefreshToken(db, userId, sessionId, current.rows[0]?.token ?? null);
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factorId,
  ]);
  await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId]);
  await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`, [
    userId,
  ]);
  return sessionJson(ctx, db, userId, sessionId, refresh);
}

/** Removes a factor and takes the sessions it raised back to aal1 (GoTrue's DowngradeSessionsToAAL1). */
async function removeFactor(db: Db, factor: FactorRow) {
  await db.query('delete from auth.mfa_factors where id = $1', [factor.id]);
  await db.query(
    `delete from auth.mfa_amr_claims c using auth.sessions s
      where c.session_id = s.id and s.factor_id = $1 and c.authentication_method = 'totp'`,
    [factor.id],
  );
  await db.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
    factor.user_id,
    factor.id,
  ]);
}

/** DELETE /factors/{id} → {id}; a verified factor needs an aal2 session. */
export async function unenrollFactor(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const caller = await requireSessionUser(call, 'unenroll a factor');
  const factor = await loadFactor(ctx.pool, caller.user.id, call.params[0] ?? '');
  if (factor.status === 'verified' && caller.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await inTransaction(ctx.pool, (db) => removeFactor(db, factor));
  return ok({ id: factor.id });
}

/** GET /admin/users/{id}/factors */
export async function adminListFactors(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const user = await loadTarget(call);
  return ok((await factorsOf(call.ctx.pool, user.id)).map(factorJson));
}

/** DELETE /admin/users/{id}/factors/{factor_id} → the deleted factor */
export async function adminDeleteFactor(call: AuthCall): Promise<Reply> {
  requireAdmin(call);
  const user = await loadTarget(call);
  const factor = await loadFactor(call.ctx.pool, user.id, call.params[1] ?? '');
  await inTransaction(call.ctx.pool, (db) => removeFactor(db, factor));
  return ok(factorJson(factor));
}
