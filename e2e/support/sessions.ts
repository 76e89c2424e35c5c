import pg from 'pg';
import { e2eEnv } from './env.ts';

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
