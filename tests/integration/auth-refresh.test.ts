import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, dbClient, signedInUser, stackEnv } from '../support/stack-env.ts';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

async function refresh(refreshToken: string) {
  return anonClient().auth.refreshSession({ refresh_token: refreshToken });
}

async function mustRefresh(refreshToken: string) {
  const { data, error } = await refresh(refreshToken);
  if (error || !data.session) throw error ?? new Error('no session');
  return data.session;
}

/** Moves a token's last change back in time, i.e. as if the 10 s reuse interval had passed. */
async function ageToken(db: pg.Client, token: string, seconds: number) {
  await db.query(`update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1`, [
    token,
    seconds,
  ]);
}

let db: pg.Client;
beforeAll(async () => {
  db = await dbClient();
});
afterAll(async () => {
  await db.end();
});

async function startSession() {
  const user = await signedInUser();
  const { data } = await user.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return { user, session: data.session };
}

describe('auth: refresh token rotation', () => {
  it('swaps a refresh token for a new one in the same session; the new access token works', async () => {
    const { session } = await startSession();
    const next = await mustRefresh(session.refresh_token);
    expect(next.refresh_token).toMatch(/^[a-zA-Z0-9]{12}$/);
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(next.access_token).session_id).toBe(claimsOf(session.access_token).session_id);
    expect(claimsOf(next.access_token).amr[0].method).toBe('password');
    const res = await fetch(`${stackEnv().apiUrl}/auth/v1/user`, {
      headers: { apikey: stackEnv().anonKey, authorization: `Bearer ${next.access_token}` },
    });
    expect(res.status).toBe(200);
    expect((await mustRefresh(next.refresh_token)).refresh_token).not.toBe(next.refresh_token);
  });

  it('gives the active token back when a client replays the token it just rotated (lost answer)', async () => {
    const { session } = await startSession();
    const next = await mustRefresh(session.refresh_token);
    await ageToken(db, session.refresh_token, 3600);
    const replay = await mustRefresh(session.refresh_token);
    expect(replay.refresh_token).toBe(next.refresh_token);
  });

  it('allows an older token again inside the 10 s reuse interval (concurrent refreshes)', async () => {
    const { session } = await startSession();
    const t1 = await mustRefresh(session.refresh_token);
    await mustRefresh(t1.refresh_token);
    const again = await refresh(session.refresh_token);
    expect(again.error).toBeNull();
  });

  it('treats an older token outside the interval as theft: refused, and the whole session is revoked', async () => {
    const { session } = await startSession();
    const t1 = await mustRefresh(session.refresh_token);
    const t2 = await mustRefresh(t1.refresh_token);
    await ageToken(db, session.refresh_token, 11);
    const stolen = await refresh(session.refresh_token);
    expect(stolen.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const { rows } = await db.query<{ revoked: boolean }>('select revoked from auth.refresh_tokens where token = $1', [
      t2.refresh_token,
    ]);
    expect(rows[0]?.revoked).toBe(true);
    await ageToken(db, t2.refresh_token, 11);
    expect((await refresh(t2.refresh_token)).error?.code).toBe('refresh_token_already_used');
  });

  it('refuses unknown tokens and tokens of ended sessions with refresh_token_not_found', async () => {
    const unknown = await refresh('abcdefghijkl');
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const { user, session } = await startSession();
    expect((await user.client.auth.signOut()).error).toBeNull();
    expect((await refresh(session.refresh_token)).error?.code).toBe('refresh_token_not_found');
  });

  it('keeps one token per refresh when two refreshes of the same token race', async () => {
    const { session } = await startSession();
    const [a, b] = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    // The second one saw the first one's result as the active child and got the same token.
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
  });
});
