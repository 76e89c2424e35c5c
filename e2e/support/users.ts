import { randomUUID } from 'node:crypto';
import { e2eEnv } from './env.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A fresh identity per test, so tests (and the two viewport projects) never share an account. */
export function newUser(prefix = 'fan'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    name: `E2E ${prefix} ${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `pw-${randomUUID().slice(0, 12)}`,
  };
}

/**
 * Creates a confirmed account. Sign-ups wait for a mailed confirmation (enable_confirmations), which
 * e2e/auth.spec.ts goes through in the browser; other tests start from an account that has done so,
 * created as an operator would with the admin API's `email_confirm`.
 */
export async function createUser(prefix = 'fan'): Promise<TestUser> {
  const user = newUser(prefix);
  const serviceKey = e2eEnv('E2E_SERVICE_ROLE_KEY');
  // Plain fetch: supabase-js needs a native WebSocket, which Node 20 lacks.
  const res = await fetch(`${e2eEnv('E2E_API_URL')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      email_confirm: true,
      user_metadata: { name: user.name },
    }),
  });
  if (!res.ok) throw new Error(`creating ${user.email} failed: ${res.status} ${await res.text()}`);
  return user;
}
