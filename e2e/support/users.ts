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

/** Creates the account through the public signup API, as a visitor's browser would. */
export async function createUser(prefix = 'fan'): Promise<TestUser> {
  const user = newUser(prefix);
  // Plain fetch: supabase-js needs a native WebSocket, which Node 20 lacks.
  const res = await fetch(`${e2eEnv('E2E_API_URL')}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: e2eEnv('E2E_ANON_KEY'), 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password, data: { name: user.name } }),
  });
  if (!res.ok) throw new Error(`signup of ${user.email} failed: ${res.status} ${await res.text()}`);
  return user;
}
