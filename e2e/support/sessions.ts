import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BrowserContext, type Page, test } from '@playwright/test';
import pg from 'pg';
import { anonClient, type Credentials } from './api.ts';
import { e2eEnv } from './env.ts';

export type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>;

/**
 * Signs `user` in through the auth API (never the login form) and returns the browser storage the app
 * would have after logging in: supabase-js, the same version as the app's and pointed at the same
 * URL, writes its session under the same key into a store we then hand to the browser.
 */
export async function signInState(user: Credentials): Promise<StorageState> {
  const store = new Map<string, string>();
  const api = anonClient({
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  });
  const { error } = await api.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`sign-in of ${user.email} failed: ${error.message}`);
  const localStorage = [...store].map(([name, value]) => ({ name, value }));
  return { cookies: [], origins: [{ origin: e2eEnv('E2E_BASE_URL'), localStorage }] };
}

/** Where the global setup keeps the seeded accounts' storage states (one file per account). */
export const seededStatePath = (dir: string, email: string) => path.join(dir, `${email}.json`);

// A stored session must outlive the test with a margin: the app refreshes a token this close to its
// expiry on load, and two contexts rotating one refresh token would end the session for both.
const MIN_LIFETIME_S = 10 * 60;

function expiresAt(state: StorageState): number {
  for (const { localStorage } of state.origins) {
    for (const { value } of localStorage) {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed && 'expires_at' in parsed && typeof parsed.expires_at === 'number') {
        return parsed.expires_at;
      }
    }
  }
  return 0;
}

/**
 * The storage state of a seeded account, signed in once by the global setup and shared by every
 * test; signed in again (through the API) only when that session is too close to its expiry.
 */
async function seededState(user: Credentials): Promise<StorageState | undefined> {
  const text = await readFile(seededStatePath(e2eEnv('E2E_AUTH_DIR'), user.email), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const state = JSON.parse(text) as StorageState; // written by the global setup from signInState
  return expiresAt(state) - Date.now() / 1000 > MIN_LIFETIME_S ? state : undefined;
}

/**
 * Puts `user`'s session into the browser's storage before the first page loads (`page` or a whole
 * context): the app then starts signed in, as a login would have left it. Only the specs whose
 * subject is the login or sign-up itself go through the form (AuthPages).
 */
export async function signIn(target: Page | BrowserContext, user: Credentials): Promise<void> {
  const context = 'context' in target ? target.context() : target;
  const state = (await seededState(user)) ?? (await signInState(user));
  // The test's project may serve the app elsewhere (the `dev` project: Vite's dev server).
  const origin = test.info().project.use.baseURL ?? e2eEnv('E2E_BASE_URL');
  await context.setStorageState({ ...state, origins: state.origins.map((o) => ({ ...o, origin })) });
}

/**
 * Signs `user` in after setting up an authenticator for them through the API, as Settings does: the code that
 * turns it on also makes the session aal2, so the app starts past the two-factor step. Returns the
 * authenticator's secret (its next code is the next 30-second step's: a code counts once).
 */
export async function signInWithNewAuthenticator(
  target: Page | BrowserContext,
  user: Credentials,
  codeFor: (secret: string) => string,
): Promise<string> {
  const store = new Map<string, string>();
  const api = anonClient({
    getItem: (key) => store.get(key) ?? null,
    setItem: (key, value) => void store.set(key, value),
    removeItem: (key) => void store.delete(key),
  });
  const signedIn = await api.auth.signInWithPassword({ email: user.email, password: user.password });
  if (signedIn.error) throw new Error(`sign-in of ${user.email} failed: ${signedIn.error.message}`);
  const enrolled = await api.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (enrolled.error || enrolled.data.type !== 'totp') throw enrolled.error ?? new Error('no TOTP factor');
  const secret = enrolled.data.totp.secret;
  const verified = await api.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: codeFor(secret) });
  if (verified.error) throw new Error(`turning on two-factor failed: ${verified.error.message}`);
  const localStorage = [...store].map(([name, value]) => ({ name, value }));
  const context = 'context' in target ? target.context() : target;
  await context.setStorageState({ cookies: [], origins: [{ origin: e2eEnv('E2E_BASE_URL'), localStorage }] });
  return secret;
}

/**
 * Moves the sign-in of every session of `email` 25 hours into the past, as if the user had signed
 * in yesterday: the auth service then asks for a reauthentication code before a password change.
 */
export async function signedInYesterday(email: string): Promise<void> {
  const db = new pg.Client({ connectionString: e2eEnv('E2E_DB_URL') });
  await db.connect();
  try {
    await db.query(
      `update auth.sessions set created_at = now() - interval '25 hours'
        where user_id = (select id from auth.users where lower(email) = lower($1))`,
      [email],
    );
  } finally {
    await db.end();
  }
}
