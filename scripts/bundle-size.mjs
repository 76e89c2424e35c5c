// Prints the gzip size of the JavaScript each first screen needs and fails over budget.
// "First screen" = what the built index.html asks for on a cold visit to that URL: the entry and its
// static imports, plus the chunks its inline script modulepreloads for that URL
// (scripts/vite-preload-first-screen.ts writes that script's data as `var d={...},p=`).
// Reads dist/index.html and dist/.vite/manifest.json from `vite build`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, process.argv[2] ?? 'dist');

let manifest, html;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  html = readFileSync(path.join(dist, 'index.html'), 'utf8');
} catch {
  console.error(`No ${path.relative(root, dist)}/.vite/manifest.json: run \`npm run build\` first.`);
  process.exit(1);
}

const preloads = JSON.parse(html.match(/var d=(\{.*?\}),p=location/s)?.[1] ?? 'null');
if (!preloads) throw new Error('index.html has no first-screen preload data (scripts/vite-preload-first-screen.ts)');
const inHtml = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
/** What a cold visit to `url` loads before it shows anything, signed in or not. */
function firstScreen(url, signedIn) {
  const [, isProtected, files] = preloads.screens.find(([pattern]) => new RegExp(pattern, 'i').test(url));
  const own = isProtected && !signedIn ? preloads.signedOut : isProtected ? [...preloads.signedIn, ...files] : files;
  return [...new Set([...inHtml, ...preloads.app, ...own])];
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
const screens = {
  'signed out (/login)': firstScreen('/login', false),
  'signed in (/)': firstScreen('/', true),
};

let worst = 0;
for (const [name, files] of Object.entries(screens)) {
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
