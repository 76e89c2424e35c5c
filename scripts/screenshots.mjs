// `npm run screenshots`: runs the Playwright screenshot tour (e2e/screenshots.tour.ts) against a
// throwaway stack and writes screenshots/<viewport>-<screen>.png.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_SCREENSHOTS: '1' },
});
process.exit(result.status ?? 1);
