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

/** A GoTrue 429 as the stack and hosted auth send it: both error shapes and the API version header. */
export function authRateLimitResponse(
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit' = 'over_request_rate_limit',
  message = code === 'over_request_rate_limit' ? 'Request rate limit reached' : 'email rate limit exceeded',
) {
  return Response.json(
    { code, error_code: code, msg: message, message },
    { status: 429, headers: { 'x-supabase-api-version': '2024-01-01', 'x-sb-error-code': code } },
  );
}

/** Puts a session where the app's supabase client keeps it, so calls that need one (PUT /user…) go out. */
export function storeSession(user: User = testUser) {
  localStorage.setItem('sb-supabase-auth-token', JSON.stringify(sessionFor(user)));
}
