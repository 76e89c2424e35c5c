import { crc32, deflateSync } from 'node:zlib';
import { e2eEnv } from '../support/env.ts';
import type { TestUser } from '../support/users.ts';

export interface ApiSession {
  id: string;
  token: string;
}

const headers = (token?: string) => ({
  apikey: e2eEnv('E2E_ANON_KEY'),
  authorization: `Bearer ${token ?? e2eEnv('E2E_ANON_KEY')}`,
  'content-type': 'application/json',
});

/** Signs in through the public auth API (plain fetch: Node 20 has no WebSocket for supabase-js). */
export async function apiSignIn(user: TestUser): Promise<ApiSession> {
  const res = await fetch(`${e2eEnv('E2E_API_URL')}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${user.email} failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, token: body.access_token };
}

/** What the profile's Start chat button does: get_or_create_conversation as user `a`. */
export async function startConversation(a: ApiSession, b: ApiSession): Promise<string> {
  const res = await fetch(`${e2eEnv('E2E_API_URL')}/rest/v1/rpc/get_or_create_conversation`, {
    method: 'POST',
    headers: headers(a.token),
    body: JSON.stringify({ user1_id: a.id, user2_id: b.id }),
  });
  if (!res.ok) throw new Error(`get_or_create_conversation failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as string;
}

export async function mediaPaths(session: ApiSession, conversationId: string): Promise<string[]> {
  const res = await fetch(
    `${e2eEnv('E2E_API_URL')}/rest/v1/messages?select=media_url&conversation_id=eq.${conversationId}&media_url=not.is.null`,
    { headers: headers(session.token) },
  );
  return ((await res.json()) as Array<{ media_url: string }>).map((row) => row.media_url);
}

/** The HTTP status of asking storage for a signed URL to a chat file, as `session`. */
export async function signMediaStatus(session: ApiSession, path: string): Promise<number> {
  const res = await fetch(`${e2eEnv('E2E_API_URL')}/storage/v1/object/sign/chat-media/${path}`, {
    method: 'POST',
    headers: headers(session.token),
    body: JSON.stringify({ expiresIn: 60 }),
  });
  return res.status;
}

/** A solid-colour PNG of the given size, so a test knows the exact aspect ratio it uploads. */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([225, 29, 72]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
