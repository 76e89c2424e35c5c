// `npm test`: every check CI runs, in order; stops at the first failure and ends with a
// plain "N passed, N failed" line summing the Vitest and Playwright results.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'velvet-test-'));
const report = (name) => path.join(out, `${name}.json`);
const vitest = (project) => [
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(project)}`,
  ],
];

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['typecheck (stack, tests, scripts)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
  ['typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']],
  ['typecheck (e2e)', 'npx', ['tsc', '-p', 'tsconfig.e2e.json']],
  ['typecheck (Edge Functions, deno check)', 'npx', ['tsx', 'scripts/check-functions.ts']],
  ['unit tests', ...vitest('unit')],
  ['integration tests', ...vitest('integration')],
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
  for (const name of ['unit', 'integration']) {
    if (!existsSync(report(name))) continue;
    const r = JSON.parse(readFileSync(report(name), 'utf8'));
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
