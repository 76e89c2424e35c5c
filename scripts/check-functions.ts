// `npm run check:functions` (a step of `npm test`): type-checks every Edge Function and the shared
// code with `deno check`, the way Deno and `supabase functions deploy` will see them: offline, npm
// packages from node_modules, each function with its own import map when it has one. ESLint and
// Prettier cover the same files (eslint.config.js); only Deno knows its globals and `npm:` imports.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverFunctions } from '../stack/functions/discover.ts';
import { denoBinary } from '../stack/functions/worker.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const supabaseDir = path.join(REPO_ROOT, 'supabase');
const shared = path.join(supabaseDir, 'functions', '_shared');
const sharedFiles = existsSync(shared)
  ? readdirSync(shared)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(shared, f))
  : [];

// Functions sharing no import map are checked in one run; each import map needs a run of its own.
const runs = new Map<string, string[]>([['', sharedFiles]]);
for (const spec of discoverFunctions(supabaseDir).values()) {
  const key = spec.importMap ?? '';
  runs.set(key, [...(runs.get(key) ?? []), spec.entrypoint]);
}

let failed = false;
for (const [importMap, files] of runs) {
  if (files.length === 0) continue;
  const args = ['check', '--quiet', '--no-config', '--node-modules-dir=manual', '--cached-only'];
  if (importMap) args.push(`--import-map=${importMap}`);
  const r = spawnSync(denoBinary(), [...args, ...files], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      // The stack's cache of Deno's own type libraries; nothing is downloaded.
      DENO_DIR: path.join(REPO_ROOT, 'node_modules', '.cache', 'velvet-deno'),
      DENO_NO_UPDATE_CHECK: '1',
    },
  });
  if (r.status !== 0) failed = true;
}
if (failed) {
  console.error('deno check found problems in supabase/functions');
  process.exit(1);
}
console.log(`deno check: ${[...runs.values()].flat().length} file(s) in supabase/functions type-check`);
