import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { loadMailTemplates, type MailTemplate, type TemplateName } from './auth/mail-templates.ts';
import { DEFAULT_PAYMENTS_PORT } from './payments/index.ts';
import { realtimeLimitsFromEnv, type RealtimeLimitSettings } from './realtime/limit-settings.ts';

export interface BucketConfig {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
  objectsPath: string | null;
}

/**
 * `[auth.rate_limit]`, as the CLI passes it to GoTrue (GOTRUE_RATE_LIMIT_*). Per client address and
 * 5-minute window unless noted; applied by stack/auth/rate-limit.ts.
 */
export interface RateLimitConfig {
  /** Emails per hour, project-wide (GOTRUE_RATE_LIMIT_EMAIL_SENT). */
  emailSent: number;
  /** SMS per hour; the stack sends no SMS, so it is read and not applied. */
  smsSent: number;
  /** Anonymous sign-ins per hour; the stack has no anonymous sign-ins, so it is read and not applied. */
  anonymousUsers: number;
  /** Every /token grant: password, refresh_token, pkce (GOTRUE_RATE_LIMIT_TOKEN_REFRESH). */
  tokenRefresh: number;
  /** /signup, /recover, /resend, /otp, /magiclink, PUT /user (GOTRUE_RATE_LIMIT_OTP). */
  signInSignUps: number;
  /** /verify (GOTRUE_RATE_LIMIT_VERIFY). */
  tokenVerifications: number;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  enableSignup: boolean;
  jwtExpiry: number;
  minimumPasswordLength: number;
  enableConfirmations: boolean;
  /** Digits of the code in auth mails (`[auth.email] otp_length`, 6–10). */
  otpLength: number;
  /** Seconds a mailed code or link stays valid (`[auth.email] otp_expiry`). */
  otpExpiry: number;
  rateLimit: RateLimitConfig;
  /** `[auth.email] double_confirm_changes`: an email change is confirmed from the old and the new address. */
  doubleConfirmChanges: boolean;
  /** `[auth.email] secure_password_change`: a password change from a session older than 24 h needs a nonce. */
  securePasswordChange: boolean;
  /** The public URL of the auth service, used in mail links and as JWT issuer. */
  externalUrl: string;
  /** `[auth.email.template.<name>]`: the project's mails; a missing one is GoTrue's default. */
  emailTemplates: Partial<Record<TemplateName, MailTemplate>>;
  /** `[auth.mfa]`: multi-factor sign-in (stack/auth/mfa.ts). */
  mfa: MfaConfig;
  /**
   * `[auth.email.smtp]` when enabled: the project sends auth mail through its own SMTP server, as hosted
   * projects with custom SMTP do. The stack keeps its mail catcher as that server (nothing leaves the machine).
   */
  smtp: SmtpConfig | null;
  /** Who auth mail comes from: `[auth.email.smtp]`'s sender, else `[inbucket]`'s (the CLI's "Admin <admin@email.com>"). */
  sender: { name: string; address: string };
}

/** `[auth.email.smtp]` as the CLI passes it to GoTrue (GOTRUE_SMTP_*), `env(NAME)` values resolved. */
export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  /** Unresolved `env(NAME)` stays as written: the stack never connects, so it needs no password. */
  pass: string;
  adminEmail: string;
  senderName: string;
}

/** `[auth.mfa]` as the CLI passes it to GoTrue (GOTRUE_MFA_*); only TOTP is offered by the stack. */
export interface MfaConfig {
  /** `max_enrolled_factors`: factors (verified or not) a user may hold at once. */
  maxEnrolledFactors: number;
  /** `[auth.mfa.totp] enroll_enabled` / `verify_enabled`; the CLI's template has both off. */
  totpEnroll: boolean;
  totpVerify: boolean;
}

/** `[functions.<name>]` in config.toml, as the CLI reads it (paths resolved against the supabase folder). */
export interface FunctionConfig {
  enabled: boolean;
  verifyJwt: boolean;
  entrypoint: string | null;
  importMap: string | null;
}

export interface StackConfig {
  projectId: string;
  /** Folder holding config.toml, migrations/ and seed.sql. */
  supabaseDir: string;
  /** `payments` is the Stripe-compatible sandbox's port (0: any free one); config.toml has no place for it. */
  ports: { api: number; db: number; mail: number; payments: number };
  apiUrl: string;
  /** `[api]`: what PostgREST exposes, as the CLI passes it (PGRST_DB_SCHEMAS, …). */
  api: { schemas: string[]; extraSearchPath: string[]; maxRows: number };
  auth: AuthConfig;
  storage: {
    fileSizeLimit: number;
    buckets: BucketConfig[];
    /** `[storage.image_transformation] enabled` (the CLI's default: on): serves `/render/image/…`. */
    imageTransformation: boolean;
  };
  /** Hosted Realtime's per-project limits (not in config.toml: `TENANT_MAX_*` environment variables). */
  realtime: RealtimeLimitSettings;
  seedEnabled: boolean;
  functions: Record<string, FunctionConfig>;
}

const UNITS: Record<string, number> = { b: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** "50MiB" / "5MB" / 1024 → bytes, the way the CLI reads sizes. */
export function parseSize(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return value;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(String(value));
  if (!m) throw new Error(`Invalid size "${String(value)}"`);
  const unit = UNITS[(m[2] || 'b').toLowerCase()];
  if (!unit) throw new Error(`Invalid size unit in "${String(value)}"`);
  return Math.round(Number(m[1]) * unit);
}

type Table = Record<string, unknown>;
const table = (v: unknown): Table => (v && typeof v === 'object' ? (v as Table) : {});
const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
const num = (v: unknown, d: number) => (typeof v === 'number' ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
const strings = (v: unknown, d: string[]) => (Array.isArray(v) ? v.map(String) : d);

/** A schema name goes into PostgREST's comma-separated settings, so it must be a plain identifier. */
function schemaList(v: unknown, d: string[], key: string): string[] {
  const list = strings(v, d);
  for (const name of list) {
    if (!/^[A-Za-z_][A-Za-z0-9_$]*$/.test(name))
      throw new Error(`config.toml: invalid schema name "${name}" in [api] ${key}`);
  }
  return list;
}

/** The CLI's otp_length bounds (GoTrue refuses anything outside 6–10). */
function otpLength(v: unknown): number {
  const n = num(v, 6);
  if (!Number.isInteger(n) || n < 6 || n > 10) throw new Error('config.toml: [auth.email] otp_length must be 6 to 10');
  return n;
}

/** `[auth.rate_limit]`; absent keys get the CLI's template defaults. */
function rateLimits(t: Table): RateLimitConfig {
  const count = (key: string, d: number) => {
    const n = num(t[key], d);
    if (!Number.isFinite(n) || n < 0) throw new Error(`config.toml: [auth.rate_limit] ${key} must be a number >= 0`);
    return n;
  };
  return {
    emailSent: count('email_sent', 2),
    smsSent: count('sms_sent', 30),
    anonymousUsers: count('anonymous_users', 30),
    tokenRefresh: count('token_refresh', 150),
    signInSignUps: count('sign_in_sign_ups', 30),
    tokenVerifications: count('token_verifications', 30),
  };
}

function mfaConfig(t: Table): MfaConfig {
  const max = num(t.max_enrolled_factors, 10);
  if (!Number.isInteger(max) || max < 1) throw new Error('config.toml: [auth.mfa] max_enrolled_factors must be >= 1');
  const totp = table(t.totp);
  return {
    maxEnrolledFactors: max,
    totpEnroll: bool(totp.enroll_enabled, false),
    totpVerify: bool(totp.verify_enabled, false),
  };
}

/** The CLI's `env(NAME)` substitution: the variable's value when set, else the text as written. */
function envValue(value: string): string {
  const m = /^env\((\w+)\)$/.exec(value.trim());
  return (m && process.env[m[1]!]) || value;
}

/** The CLI's defaults for `[inbucket] admin_email` / `sender_name`, which GoTrue gets when no SMTP is set. */
const CLI_SENDER = { name: 'Admin', address: 'admin@email.com' };

/**
 * `[auth.email.smtp]`: present means enabled unless `enabled = false` (the CLI's rule); the sender's
 * address must be an address, as GoTrue refuses to start without a valid SMTP_ADMIN_EMAIL.
 */
function smtpConfig(t: Table): SmtpConfig | null {
  if (Object.keys(t).length === 0 || !bool(t.enabled, true)) return null;
  const adminEmail = envValue(str(t.admin_email, ''));
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(adminEmail))
    throw new Error('config.toml: [auth.email.smtp] admin_email must be an email address');
  const port = num(t.port, 587);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('config.toml: [auth.email.smtp] port must be 1 to 65535');
  return {
    host: envValue(str(t.host, '')),
    port,
    user: envValue(str(t.user, '')),
    pass: envValue(str(t.pass, '')),
    adminEmail,
    senderName: envValue(str(t.sender_name, '')),
  };
}

export interface PortOverrides {
  api?: number;
  db?: number;
  mail?: number;
  payments?: number;
}

export interface LoadOptions {
  /**
   * Read `[auth.email.template.*]` and their files (what the auth service sends). Off, the auth
   * mails are GoTrue's defaults: for readers that need no mail (functions discovery, lints) and,
   * test-only, for suites that verify with the code GoTrue's default mails carry.
   */
  mailTemplates?: boolean;
}

export function loadConfig(supabaseDir: string, ports: PortOverrides = {}, options: LoadOptions = {}): StackConfig {
  const file = path.join(supabaseDir, 'config.toml');
  const raw: Table = existsSync(file) ? (parse(readFileSync(file, 'utf8')) as Table) : {};
  const api = table(raw.api);
  const db = table(raw.db);
  const mailCfg = table(raw.inbucket ?? raw.mailpit);
  const auth = table(raw.auth);
  const authEmail = table(auth.email);
  const smtp = smtpConfig(table(authEmail.smtp));
  const storage = table(raw.storage);
  const seed = table(db.seed);

  const apiPort = ports.api ?? num(api.port, 54321);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const buckets = Object.entries(table(storage.buckets)).map(([id, value]): BucketConfig => {
    const b = table(value);
    const mimes = Array.isArray(b.allowed_mime_types) ? b.allowed_mime_types.map(String) : null;
    return {
      id,
      public: bool(b.public, false),
      fileSizeLimit: parseSize(b.file_size_limit),
      allowedMimeTypes: mimes && mimes.length > 0 ? mimes : null,
      objectsPath: typeof b.objects_path === 'string' ? path.resolve(supabaseDir, b.objects_path) : null,
    };
  });

  return {
    projectId: str(raw.project_id, 'local'),
    supabaseDir,
    ports: {
      api: apiPort,
      db: ports.db ?? num(db.port, 54322),
      mail: ports.mail ?? num(mailCfg.port, 54324),
      // A stack on a chosen API port (tests, benchmarks) gets a free payments port unless told one.
      payments: ports.payments ?? (ports.api === undefined ? DEFAULT_PAYMENTS_PORT : 0),
    },
    apiUrl,
    api: {
      // The CLI's template default also exposes graphql_public (pg_graphql), which embedded Postgres lacks.
      schemas: schemaList(api.schemas, ['public', 'graphql_public'], 'schemas'),
      extraSearchPath: schemaList(api.extra_search_path, ['public', 'extensions'], 'extra_search_path'),
      maxRows: num(api.max_rows, 1000),
    },
    auth: {
      siteUrl: str(auth.site_url, 'http://127.0.0.1:3000'),
      additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
        ? auth.additional_redirect_urls.map(String)
        : [],
      enableSignup: bool(auth.enable_signup, true),
      jwtExpiry: num(auth.jwt_expiry, 3600),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      enableConfirmations: bool(authEmail.enable_confirmations, false),
      otpLength: otpLength(authEmail.otp_length),
      otpExpiry: num(authEmail.otp_expiry, 3600),
      rateLimit: rateLimits(table(auth.rate_limit)),
      // The CLI's template defaults when a key is absent.
      doubleConfirmChanges: bool(authEmail.double_confirm_changes, true),
      securePasswordChange: bool(authEmail.secure_password_change, false),
      externalUrl: `${apiUrl}/auth/v1`,
      emailTemplates: options.mailTemplates
        ? loadMailTemplates(table(authEmail.template), path.dirname(supabaseDir))
        : {},
      mfa: mfaConfig(table(auth.mfa)),
      smtp,
      sender: smtp
        ? { name: smtp.senderName, address: smtp.adminEmail }
        : {
            name: str(mailCfg.sender_name, CLI_SENDER.name),
            address: str(mailCfg.admin_email, CLI_SENDER.address),
          },
    },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 * 1024,
      buckets,
      imageTransformation: bool(table(storage.image_transformation).enabled, true),
    },
    realtime: realtimeLimitsFromEnv(process.env),
    seedEnabled: bool(seed.enabled, true),
    functions: Object.fromEntries(
      Object.entries(table(raw.functions)).map(([name, value]): [string, FunctionConfig] => {
        const f = table(value);
        const file = (v: unknown) => (typeof v === 'string' && v !== '' ? path.resolve(supabaseDir, v) : null);
        return [
          name,
          {
            enabled: bool(f.enabled, true),
            verifyJwt: bool(f.verify_jwt, true),
            entrypoint: file(f.entrypoint),
            importMap: file(f.import_map),
          },
        ];
      }),
    ),
  };
}
