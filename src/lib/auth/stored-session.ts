import type { Session } from '@supabase/supabase-js';
import { authStorage } from '@/lib/auth-storage';

/** supabase-js's own default storage key for a project URL (`sb-<first host label>-auth-token`). */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0] ?? ''}-auth-token`;
}

/*
 * supabase-js refreshes a session this close to its expiry before it answers (auth-js
 * EXPIRY_MARGIN_MS, 90 s); such a session is not known until that refresh has answered.
 */
const EXPIRY_MARGIN_S = 90;

export interface KeyValueReader {
  getItem(key: string): string | null;
}

/** A URL that carries auth (implicit-flow fragment, PKCE code, mailed-link error): supabase-js decides. */
function carriesAuth(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const search = new URLSearchParams(location.search);
  return ['access_token', 'error', 'error_description'].some((k) => hash.has(k) || search.has(k)) || search.has('code');
}

function isSession(value: unknown, nowS: number): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const { access_token, refresh_token, expires_at, user } = value as Record<string, unknown>;
  return (
    typeof access_token === 'string' &&
    typeof refresh_token === 'string' &&
    typeof expires_at === 'number' &&
    expires_at - nowS > EXPIRY_MARGIN_S &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Record<string, unknown>).id === 'string'
  );
}

/**
 * The session as far as it can be known synchronously at boot (issue 17), before supabase-js has
 * run: a valid stored session, `null` when nothing is stored (signed out), or `undefined` when only
 * supabase-js can tell (a URL carrying auth, a session it must refresh first, unreadable storage).
 * The stored value is what supabase-js wrote; it is checked for the fields the app relies on.
 */
export function readStoredSession(
  supabaseUrl: string,
  storage: KeyValueReader = authStorage,
  location: Pick<Location, 'hash' | 'search'> = window.location,
  nowS = Date.now() / 1000,
): Session | null | undefined {
  if (carriesAuth(location)) return undefined;
  let text: string | null;
  try {
    text = storage.getItem(authStorageKey(supabaseUrl));
  } catch {
    return undefined;
  }
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSession(value, nowS) ? value : undefined;
  } catch {
    return undefined;
  }
}
