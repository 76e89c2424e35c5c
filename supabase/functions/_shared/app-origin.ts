// Where a payment page may send the payer back to: the app's own origin, never a value a request can
// pick freely (an open redirect would let a phishing page borrow our checkout). The rule is auth's
// redirect allow-list (GoTrue's IsRedirectURLValid, as config.toml's [auth] sets it): SITE_URL's scheme
// and host (any port on a loopback address), or a match of one of ADDITIONAL_REDIRECT_URLS' globs.
// Functions do not see config.toml, so both are function secrets (supabase/functions/.env.example).

/** gobwas/glob with '.' and '/' as separators, as GoTrue compiles its allow list. */
function globToRegExp(pattern: string): RegExp {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^./]*';
    else if (c === '?') out += '[^./]';
    else out += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

const isLoopback = (host: string) => host === 'localhost' || /^127(\.\d{1,3}){3}$/.test(host) || host === '[::1]';

export interface AppOrigins {
  site: URL;
  additional: string[];
}

export function appOriginsFromEnv(): AppOrigins {
  const site = Deno.env.get('SITE_URL');
  if (!site) throw new Error('SITE_URL is not set (supabase/functions/.env locally, `supabase secrets set` on hosted)');
  const additional = (Deno.env.get('ADDITIONAL_REDIRECT_URLS') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return { site: new URL(site), additional };
}

/**
 * The origin to send the payer back to: the caller's `Origin` when the allow list accepts a return to
 * `path` on it (the browser sets Origin; a script may forge it, but only to an allowed app), else SITE_URL.
 */
export function appOrigin(requestOrigin: string | null, path: string, origins: AppOrigins): string {
  const fallback = origins.site.origin;
  if (!requestOrigin) return fallback;
  let candidate: URL;
  try {
    candidate = new URL(requestOrigin);
  } catch {
    return fallback;
  }
  if (candidate.origin !== requestOrigin || !/^https?:$/.test(candidate.protocol)) return fallback;
  const { site } = origins;
  if (
    candidate.protocol === site.protocol &&
    candidate.hostname === site.hostname &&
    (candidate.port === site.port || isLoopback(candidate.hostname))
  )
    return candidate.origin;
  const target = `${candidate.origin}${path}`;
  return origins.additional.some((p) => globToRegExp(p).test(target) || globToRegExp(p).test(candidate.origin))
    ? candidate.origin
    : fallback;
}
