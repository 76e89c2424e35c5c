import { isIP } from 'node:net';
import type { AuthConfig } from '../config.ts';
import type { AuthCall } from './call.ts';

/** gobwas/glob with '.' and '/' as separators, as GoTrue compiles URI_ALLOW_LIST: `*` stays within a segment, `**` crosses. */
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

const isLoopback = (host: string) => {
  const h = host.replace(/^\[|\]$/g, '');
  if (h === 'localhost') return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  return h === '::1';
};

/**
 * GoTrue's IsRedirectURLValid: same scheme+host(+port, any port on loopback) as site_url,
 * any loopback IP, or an allow-list glob. Control characters, decimal IPs and odd hostnames
 * are refused outright so a crafted URL cannot slip past as a different address.
 */
const hasControlOrSpace = (s: string) => [...s].some((c) => c.charCodeAt(0) <= 0x20 || c.charCodeAt(0) === 0x7f);

export function isRedirectValid(config: AuthConfig, redirect: string): boolean {
  if (!redirect || hasControlOrSpace(redirect)) return false;
  let site: URL;
  try {
    site = new URL(config.siteUrl);
  } catch {
    return false;
  }
  let target: URL | null = null;
  try {
    target = new URL(redirect);
  } catch {
    if (/^https?:/i.test(redirect)) return false;
  }
  if (target) {
    const host = target.hostname;
    if (host === site.hostname && target.protocol === site.protocol && (target.port === site.port || isLoopback(host)))
      return true;
    const bare = host.replace(/^\[|\]$/g, '');
    if (/^[0-9]+$/.test(bare)) return false;
    if (isIP(bare)) return isLoopback(bare);
    if (/^https?:$/.test(target.protocol) && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(bare)) return false;
  }
  const withoutFragment = redirect.split('#')[0]!;
  return config.additionalRedirectUrls.some((p) => globToRegExp(p).test(withoutFragment));
}

/** GoTrue's GetReferrer: the requested redirect if allowed, else the Referer if allowed, else site_url. */
export function referrer(call: AuthCall, requested?: string): string {
  const config = call.ctx.config.auth;
  const header = call.req.headers['redirect_to'];
  const candidate =
    requested || (typeof header === 'string' ? header : '') || call.url.searchParams.get('redirect_to') || '';
  if (isRedirectValid(config, candidate)) return candidate;
  const ref = call.req.headers.referer ?? '';
  if (isRedirectValid(config, ref)) return ref;
  return config.siteUrl;
}
