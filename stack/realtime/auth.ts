import { JwtError, verifyJwt, type JwtClaims } from '../keys.ts';

export type ChannelClaims = JwtClaims & { role: string; exp: number };

export type TokenCheck =
  | { ok: true; claims: ChannelClaims }
  | { ok: false; code: 'MalformedJWT' | 'JwtSignatureError' | 'InvalidJWTToken'; message: string };

/**
 * Realtime's channel token check (ChannelsAuthorization.authorize_conn + confirm_token):
 * a valid signature, `role` and an integer `exp` present, and not expired — with Realtime's
 * own codes and messages, which clients see as `"<code>: <message>"`.
 */
export function checkChannelToken(token: string, secret: string, nowSeconds = Date.now() / 1000): TokenCheck {
  let claims: JwtClaims;
  try {
    // Expiry is judged below, to report it the way Realtime words it.
    claims = verifyJwt(token.replace(/\s/g, ''), secret, -Infinity);
  } catch (err) {
    if (!(err instanceof JwtError)) throw err;
    return /malformed|not an object/.test(err.message)
      ? { ok: false, code: 'MalformedJWT', message: 'The token provided is not a valid JWT' }
      : { ok: false, code: 'JwtSignatureError', message: 'Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number' || !Number.isInteger(claims.exp)) {
    return { ok: false, code: 'InvalidJWTToken', message: 'Fields `role` and `exp` are required in JWT' };
  }
  const left = claims.exp - Math.floor(nowSeconds);
  if (left <= 0) return { ok: false, code: 'InvalidJWTToken', message: `Token has expired ${-left} seconds ago` };
  return { ok: true, claims: claims as ChannelClaims };
}
