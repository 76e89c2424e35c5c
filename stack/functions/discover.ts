import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';

/** The CLI's rule for function names (utils.FuncSlugPattern). */
export const FUNCTION_SLUG = /^[A-Za-z][A-Za-z0-9_-]*$/;

export interface FunctionSpec {
  name: string;
  entrypoint: string;
  /** deno.json / import map handed to Deno as its import map, as `supabase functions serve` does. */
  importMap: string | null;
  verifyJwt: boolean;
}

const firstExisting = (...files: string[]) => files.find((f) => existsSync(f)) ?? null;

/**
 * The functions the CLI would serve: every `functions/<slug>/index.ts` plus every `[functions.<slug>]`
 * in config.toml, minus those with `enabled = false`; verify_jwt defaults to true.
 */
export function discoverFunctions(supabaseDir: string): Map<string, FunctionSpec> {
  const functionsDir = path.join(supabaseDir, 'functions');
  const configured = loadConfig(supabaseDir).functions;
  const names = new Set(Object.keys(configured));
  if (existsSync(functionsDir)) {
    for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
      if (entry.isDirectory() && existsSync(path.join(functionsDir, entry.name, 'index.ts'))) names.add(entry.name);
    }
  }
  const specs = new Map<string, FunctionSpec>();
  for (const name of names) {
    if (!FUNCTION_SLUG.test(name)) continue;
    const config = configured[name];
    if (config && !config.enabled) continue;
    const dir = path.join(functionsDir, name);
    const entrypoint = config?.entrypoint ?? path.join(dir, 'index.ts');
    if (!existsSync(entrypoint)) continue;
    const importMap =
      config?.importMap ??
      firstExisting(
        path.join(dir, 'deno.json'),
        path.join(dir, 'deno.jsonc'),
        path.join(dir, 'import_map.json'),
        path.join(functionsDir, 'import_map.json'),
      );
    specs.set(name, { name, entrypoint, importMap, verifyJwt: config?.verifyJwt ?? true });
  }
  return specs;
}

/**
 * A cheap summary of every file under functions/ plus config.toml (paths, sizes, mtimes). A request
 * compares it with the one its worker booted from, so an edit takes effect on the very next request
 * without relying on file-watch events arriving in time.
 */
export function sourceFingerprint(supabaseDir: string): string {
  const parts: string[] = [];
  const add = (file: string) => {
    try {
      const s = statSync(file);
      if (s.isFile()) parts.push(`${file}:${s.size}:${s.mtimeMs}`);
    } catch {
      /* vanished between readdir and stat */
    }
  };
  add(path.join(supabaseDir, 'config.toml'));
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name === '.git') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else add(full);
    }
  };
  walk(path.join(supabaseDir, 'functions'));
  return parts.join('\n');
}
