import { clientIp, ok, str, userAgent, type AuthCall, type Reply } from '../call.ts';
import { badRequest, validation } from '../errors.ts';
import { pkceGrant } from '../pkce.ts';
import { refreshGrant } from '../refresh.ts';
import { issueSession } from '../sessions.ts';
import { findUserByEmail, isBanned } from '../users.ts';
import { verifyPassword, weakPasswordNote } from '../validate.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** grant_type=password: the password is checked before confirmation, so a wrong one never reveals the account state. */
async function passwordGrant(call: AuthCall): Promise<Reply> {
  const { ctx } = call;
  const body = await call.body();
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email && phone) throw validation('Only an email address or phone number should be provided on login.');
  if (!email) {
    if (phone) throw invalidCredentials();
    throw validation('A valid email or phone number must be provided.');
  }
  const user = await findUserByEmail(ctx.pool, email);
  if (!user || user.deleted_at) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!(await verifyPassword(password, user.encrypted_password))) throw invalidCredentials();
  if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  const session = await issueSession(ctx, user.id, 'password', {
    userAgent: userAgent(call.req),
    ip: clientIp(call.req),
  });
  const weak = weakPasswordNote(password, ctx.config.auth.minimumPasswordLength);
  return ok(weak ? { ...session, weak_password: weak } : session);
}

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(call: AuthCall): Promise<Reply> {
  const grant = call.url.searchParams.get('grant_type') ?? '';
  const client = { userAgent: userAgent(call.req), ip: clientIp(call.req) };
  if (grant === 'password') return passwordGrant(call);
  if (grant === 'refresh_token') {
    const body = await call.body();
    return ok(await refreshGrant(call.ctx, str(body, 'refresh_token'), client));
  }
  if (grant === 'pkce') {
    const body = await call.body();
    return ok(await pkceGrant(call.ctx, str(body, 'auth_code'), str(body, 'code_verifier'), client));
  }
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}
