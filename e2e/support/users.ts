import { randomUUID } from 'node:crypto';
import { MODERATORS, PEOPLE, type Person } from '../../scripts/media/cast.ts';
import { adminClient } from './api.ts';

/*
 * Every credential the e2e suite uses comes from this file: generated ones for fresh accounts, and the
 * seeded demo accounts' from the cast the seed is written from (scripts/media/cast.ts). Specs name
 * accounts; they never spell out a password.
 */

export interface TestUser {
  /** Set once the account exists (created here or seeded); absent for an identity that has not signed up yet. */
  id?: string;
  name: string;
  email: string;
  password: string;
}
export type ExistingUser = TestUser & { id: string };

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
export async function createUser(prefix = 'fan'): Promise<ExistingUser> {
  const user = newUser(prefix);
  const { data, error } = await adminClient().auth.admin.createUser({
    email: user.email,
    password: user.password,
    email_confirm: true,
    user_metadata: { name: user.name, adult_confirmed: true },
  });
  if (error) throw new Error(`creating ${user.email} failed: ${error.message}`);
  return { ...user, id: data.user.id };
}

/** A seeded demo account (supabase/seed.sql), by its email as README lists them. */
export function seededUser(email: `${string}@velvet.test`): ExistingUser {
  const person = [...PEOPLE, ...MODERATORS].find((p) => p.email === email);
  if (!person) throw new Error(`${email} is not a seeded account (scripts/media/cast.ts)`);
  return asUser(person);
}

/** Every seeded account, for the global setup to sign in once. */
export const seededUsers = (): ExistingUser[] => PEOPLE.map(asUser);

const asUser = ({ id, name, email, password }: Person): ExistingUser => ({ id, name, email, password });
