import type { Session, User } from '@supabase/supabase-js';

export const testUser: User = {
  id: '8d0fd2b3-9ca7-4cc1-bf61-0d2d5f0e2c11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'fan@example.test',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: { name: 'Fan' },
  identities: [],
  created_at: '2025-10-27T00:00:00Z',
};

export function sessionFor(user: User = testUser): Session {
  return {
    access_token: 'header.payload.signature',
    refresh_token: 'refresh123456',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}

/** The JSON GoTrue answers a password sign-in or a confirmations-off signup with. */
export function sessionResponse(user: Partial<User> = {}) {
  return { ...sessionFor({ ...testUser, ...user }) };
}
