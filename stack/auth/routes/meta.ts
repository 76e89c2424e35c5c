import { ok, type AuthCall, type Reply } from '../call.ts';

/** GET /settings: what this instance offers, in GoTrue's shape (email only; OAuth/phone are out of scope). */
export async function settings(call: AuthCall): Promise<Reply> {
  const cfg = call.ctx.config.auth;
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'x',
    'zoom',
    'phone',
  ];
  const external: Record<string, boolean> = { email: true };
  for (const p of providers) external[p] = false;
  return ok({
    external,
    disable_signup: !cfg.enableSignup,
    mailer_autoconfirm: !cfg.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    passkey_enabled: false,
  });
}

/** GET /health */
export async function health(): Promise<Reply> {
  return ok({
    version: 'velvet-local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  });
}

/** GET /.well-known/jwks.json: user tokens are HS256 only, and a shared secret is never published. */
export async function jwks(): Promise<Reply> {
  return ok({ keys: [] });
}
