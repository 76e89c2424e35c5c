// `npm test`: every check CI runs, in order; stops at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck (stack, tests)', 'npx', ['tsc', '-p', 'tsconfig.node.json']],
  ['integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
