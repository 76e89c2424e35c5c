import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Secrets from `functions/.env` (git-ignored), like `supabase functions serve`. A fresh clone has
 * only the committed `.env.example` with the local values, so that is read when `.env` is missing.
 * Names starting with SUPABASE_ are reserved on hosted Supabase and are skipped here too.
 */
export function readSecrets(supabaseDir: string, log: (m: string) => void): Record<string, string> {
  const dir = path.join(supabaseDir, 'functions');
  const file = [path.join(dir, '.env'), path.join(dir, '.env.example')].find((f) => existsSync(f));
  if (!file) return {};
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    if (name.startsWith('SUPABASE_')) {
      log(`${path.basename(file)}: skipped ${name} (names starting with SUPABASE_ are reserved)`);
      continue;
    }
    secrets[name] = value;
  }
  return secrets;
}
