// Prints the gzip size of the JavaScript each first screen needs and fails over budget.
// "First screen" = the entry chunk and its static imports, plus the lazy chunks a cold visit to that
// URL must load before it shows anything. Reads dist/.vite/manifest.json from `vite build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.argv[2] ?? 'dist');

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
} catch {
  console.error(`No ${path.relative(root, dist)}/.vite/manifest.json: run \`npm run build\` first.`);
  process.exit(1);
}

/** Manifest key → the chunk and everything it imports statically. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    closure(chunk.imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const app = 'src/app/app.tsx'; // loaded by main.tsx once the env is valid

const screens = {
  'signed out (/login)': [entry, app, 'src/app/routes/auth/login.tsx'],
  // The protected layout (the shell) is part of the app chunk since issue 17.
  'signed in (/)': [entry, app, 'src/app/routes/app/home.tsx'],
};

let worst = 0;
for (const [name, keys] of Object.entries(screens)) {
  const files = [...closure(keys)].map((k) => manifest[k].file);
  const kb = files.reduce((sum, f) => sum + gzipKb(f), 0);
  worst = Math.max(worst, kb);
  console.log(`${name.padEnd(22)} ${kb.toFixed(1).padStart(6)} KB gzip JS in ${files.length} files`);
}
console.log(`budget                 ${String(BUDGET_KB).padStart(6)} KB gzip`);

// Chunks importing each other in a circle evaluate in an order the modules inside did not ask for (a
// schema read before the module defining it ran). vite.config.ts's hand-made groups must never make one.
const cycles = [];
const state = new Map(); // key → 'open' while on the path, 'done' after
const visit = (key, path) => {
  if (state.get(key) === 'open') return cycles.push([...path.slice(path.indexOf(key)), key].join(' → '));
  if (state.has(key)) return;
  state.set(key, 'open');
  for (const next of manifest[key].imports ?? []) visit(next, [...path, key]);
  state.set(key, 'done');
};
Object.keys(manifest).forEach((key) => visit(key, []));
if (cycles.length) {
  console.error(`✖ chunks import each other in a circle:\n  ${cycles.join('\n  ')}`);
  process.exit(1);
}

if (worst > BUDGET_KB) {
  console.error(`✖ first-screen JavaScript is over budget by ${(worst - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
console.log('✔ within budget');
