import type { Reply } from './call.ts';
import type { AuthError } from './errors.ts';

// GoTrue's oauthErrorMap for the `error` parameter of error redirects.
const OAUTH_ERROR: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/** url.Values.Encode: keys sorted, form-encoded. */
export function encodeSorted(values: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(values).sort()) params.set(key, values[key]!);
  return params.toString();
}

/** GoTrue's prepErrorRedirectURL: the error in the fragment, and in the query for PKCE. */
export function errorRedirect(redirectTo: string, err: AuthError, pkce: boolean): Reply {
  const u = new URL(redirectTo);
  const values: Record<string, string> = { error_code: err.code, error_description: err.message, sb: '' };
  const oauth = OAUTH_ERROR[err.status];
  if (oauth) values.error = oauth;
  const encoded = encodeSorted(values);
  u.search = pkce ? encoded : '';
  u.hash = encoded;
  return { status: 303, headers: { location: u.toString() } };
}

/**
 * GoTrue's prepRedirectURL, used when a link was accepted but signs nobody in (the first of two
 * email-change confirmations): `#message=…&sb=`, and `?message=` on top of the query for PKCE.
 */
export function messageRedirect(redirectTo: string, message: string, pkce: boolean): Reply {
  const u = new URL(redirectTo);
  const query = new URLSearchParams(u.search);
  if (pkce) query.set('message', message);
  const sorted: Record<string, string> = {};
  for (const [k, v] of query) sorted[k] = v;
  u.search = encodeSorted(sorted);
  u.hash = encodeSorted({ message, sb: '' });
  return { status: 303, headers: { location: u.toString() } };
}
