export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** `VITE_IMAGE_TRANSFORMS=true`: images are asked for in display-size variants (Supabase image transformations). */
  imageTransforms: boolean;
}

export interface EnvProblem {
  name: string;
  reason: string;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: EnvProblem[] };

const URL_VAR = 'VITE_SUPABASE_URL';
const KEY_VAR = 'VITE_SUPABASE_ANON_KEY';
const TRANSFORMS_VAR = 'VITE_IMAGE_TRANSFORMS';

function text(source: Record<string, unknown>, name: string): string {
  const value = source[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks the build-time variables once; every problem is listed so a newcomer fixes them in one go. */
export function readEnv(source: Record<string, unknown>): EnvResult {
  const problems: EnvProblem[] = [];
  const url = text(source, URL_VAR);
  const key = text(source, KEY_VAR);

  if (!url) problems.push({ name: URL_VAR, reason: 'is missing' });
  else if (!isHttpUrl(url)) problems.push({ name: URL_VAR, reason: `must be an http(s) URL, got "${url}"` });

  if (!key) problems.push({ name: KEY_VAR, reason: 'is missing' });
  // A service_role key in a browser bundle bypasses every RLS policy: refuse to start with one.
  else if (jwtRole(key) === 'service_role' || key.startsWith('sb_secret_'))
    problems.push({ name: KEY_VAR, reason: 'is a secret service key; use the public anon key' });

  // Off unless asked for: hosted projects have transformations on paid plans only.
  const transforms = text(source, TRANSFORMS_VAR);
  if (transforms !== '' && transforms !== 'true' && transforms !== 'false')
    problems.push({ name: TRANSFORMS_VAR, reason: `must be "true" or "false", got "${transforms}"` });

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    env: { supabaseUrl: url.replace(/\/+$/, ''), supabaseAnonKey: key, imageTransforms: transforms === 'true' },
  };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function jwtRole(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null && 'role' in json && typeof json.role === 'string'
      ? json.role
      : null;
  } catch {
    return null;
  }
}
