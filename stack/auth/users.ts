import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { factorJson, factorsOf } from './mfa.ts';

type FactorJson = ReturnType<typeof factorJson>;

export type Db = Pick<pg.Pool, 'query'> | pg.PoolClient;
type Json = Record<string, unknown>;

/** The auth.users columns the service reads. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  /** 0 until one of the two addresses confirmed a double-confirmed change, then 1. */
  email_change_confirm_status: number | null;
  reauthentication_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0] ?? null;
}

/** Email lookups match GoTrue's: case-insensitive, non-SSO users only. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = lower($1) and is_sso_user = false order by created_at limit 1',
    [email],
  );
  return rows[0] ?? null;
}

export const isBanned = (u: UserRow) => u.banned_until !== null && u.banned_until.getTime() > Date.now();

export interface NewUser {
  id?: string;
  email: string | null;
  phone?: string | null;
  passwordHash: string | null;
  userMetadata: Json;
  appMetadata?: Json;
  role?: string;
}

/**
 * Inserts a user the way GoTrue does (role '' first, then the default group), so the
 * project's triggers on auth.users fire exactly as under `supabase start`.
 */
export async function insertUser(db: Db, u: NewUser): Promise<string> {
  const id = u.id ?? randomUUID();
  const app = { provider: 'email', providers: ['email'], ...(u.appMetadata ?? {}) };
  await db.query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, is_sso_user, is_anonymous)
     values ($1, $2, 'authenticated', '', $3, $4, $5, $6, $7, now(), now(), false, false)`,
    [INSTANCE_ID, id, u.email, u.phone ?? null, u.passwordHash ?? '', app, u.userMetadata],
  );
  await db.query('update auth.users set role = $2 where id = $1', [id, u.role ?? 'authenticated']);
  return id;
}

/** The email identity GoTrue creates at signup: provider_id = user id, identity_data = claims + signup data. */
export async function insertEmailIdentity(db: Db, userId: string, email: string, data: Json = {}) {
  const identity: Json = { ...data, sub: userId, email, email_verified: false, phone_verified: false };
  await db.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::text, $2::uuid, $3, 'email', now(), now(), now())
     on conflict (provider_id, provider) do nothing`,
    [randomUUID(), userId, identity],
  );
}

/** Marks the email confirmed and merges email_verified into user_metadata, as GoTrue's User.Confirm does. */
export async function confirmUser(db: Db, id: string) {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [id],
  );
  await db.query(`delete from auth.one_time_tokens where user_id = $1`, [id]);
}

/** Merges metadata like GoTrue: keys set to null are removed, others overwrite. */
export function mergeMetadata(current: Json | null, updates: Json): Json {
  const out: Json = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(updates)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

function identityJson(i: IdentityRow) {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/** GoTrue's User JSON: always-present fields plus the timestamps that are set (omitempty). */
export function userJson(u: UserRow, identities: IdentityRow[]) {
  return {
    id: u.id,
    aud: u.aud ?? '',
    role: u.role ?? '',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    invited_at: iso(u.invited_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    new_email: u.email_change || undefined,
    email_change_sent_at: iso(u.email_change_sent_at),
    reauthentication_sent_at: iso(u.reauthentication_sent_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(u.created_at) ?? new Date(0).toISOString(),
    updated_at: iso(u.updated_at) ?? new Date(0).toISOString(),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    is_anonymous: u.is_anonymous,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** The user JSON with identities and, when there are any, MFA factors (GoTrue's `factors,omitempty`). */
export async function userWithIdentities(db: Db, u: UserRow): Promise<UserJson & { factors?: FactorJson[] }> {
  const { rows } = await db.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [
    u.id,
  ]);
  const factors = (await factorsOf(db, u.id)).map(factorJson);
  const json = userJson(u, rows);
  return factors.length > 0 ? { ...json, factors } : json;
}

/** Loads a user by id and renders it; null when gone. */
export async function loadUserJson(db: Db, id: string): Promise<UserJson | null> {
  const u = await findUserById(db, id);
  return u ? userWithIdentities(db, u) : null;
}
