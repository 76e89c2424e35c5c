import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authStorageKey, readStoredSession } from './stored-session';

const URL = 'http://127.0.0.1:54321';
const NOW = 1_800_000_000;
const noAuthInUrl = { hash: '', search: '' };

const stored = (value: unknown) => {
  const map = new Map([[authStorageKey(URL), typeof value === 'string' ? value : JSON.stringify(value)]]);
  return { getItem: (key: string) => map.get(key) ?? null };
};
const session = (expiresIn: number) => ({
  access_token: 'a',
  refresh_token: 'r',
  expires_at: NOW + expiresIn,
  user: { id: 'u1', email: 'fan@example.test' },
});

describe('readStoredSession', () => {
  it('reads the key supabase-js itself stores the session under', () => {
    const client = createClient(URL, 'anon', { auth: { autoRefreshToken: false, persistSession: false } });
    // auth-js keeps its key on the client (not in its public types): the two must never drift apart.
    const { storageKey } = client.auth as unknown as { storageKey: string };
    expect(authStorageKey(URL)).toBe(storageKey);
    expect(storageKey).toBe('sb-127-auth-token');
  });

  it('knows a stored, unexpired session at once, and a signed-out visitor at once', () => {
    expect(readStoredSession(URL, stored(session(3600)), noAuthInUrl, NOW)?.user.id).toBe('u1');
    expect(readStoredSession(URL, { getItem: () => null }, noAuthInUrl, NOW)).toBeNull();
  });

  it('leaves it to supabase-js when the session must be refreshed first, is unreadable or the URL carries auth', () => {
    expect(readStoredSession(URL, stored(session(30)), noAuthInUrl, NOW)).toBeUndefined();
    expect(readStoredSession(URL, stored('{not json'), noAuthInUrl, NOW)).toBeUndefined();
    expect(readStoredSession(URL, stored({ access_token: 'a', user: {} }), noAuthInUrl, NOW)).toBeUndefined();
    const signedIn = stored(session(3600));
    expect(
      readStoredSession(URL, signedIn, { hash: '#access_token=t&type=recovery', search: '' }, NOW),
    ).toBeUndefined();
    expect(readStoredSession(URL, signedIn, { hash: '#error=access_denied', search: '' }, NOW)).toBeUndefined();
    expect(readStoredSession(URL, signedIn, { hash: '', search: '?code=abc' }, NOW)).toBeUndefined();
  });
});
