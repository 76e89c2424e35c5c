export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

export interface EnvProblem {
  name: string;
  reason: string;
}

export type EnvResult = { ok: true; env: Env } | { ok: false; problems: EnvProblem[] };

const URL_VAR = 'VITE_SUPABASE_URL';
const KEY_VAR = 'VITE_SUPABASE_ANON_KEY';

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

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, env: { supabaseUrl: url.replace(/\/+$/, ''), supabaseAnonKey: key } };
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

export const envResult: EnvResult = readEnv(import.meta.env);

/** The checked env; main.tsx only loads the app when `envResult.ok`, so this never throws in practice. */
export function getEnv(): Env {
  if (!envResult.ok) throw new Error(`Invalid env: ${envResult.problems.map((p) => p.name).join(', ')}`);
  return envResult.env;
}
