import { statSync } from 'node:fs';
import path from 'node:path';

/** The stack cannot start because the `postgres` system user cannot reach a folder it needs. */
export class PostgresAccessError extends Error {
  constructor(readonly directory: string) {
    super(
      `PostgreSQL runs as the system user "postgres", which cannot enter ${directory}: move the project ` +
        `(or --data-dir) to a folder that user can reach, such as /srv or /home/<you>, or let it through with ` +
        `\`chmod o+x ${directory}\`.`,
    );
    this.name = 'PostgresAccessError';
  }
}

export interface Account {
  uid: number;
  /** Primary and supplementary groups. */
  gids: number[];
}

/**
 * The first folder on the way from `/` to `target` (itself included when it exists) that `account`
 * may not search, by the owner/group/other execute bits, or undefined when every one lets it through.
 * Root (uid 0) needs no bits. A missing part ends the walk: whoever creates it decides its mode.
 */
export function firstBlockedDirectory(target: string, account: Account): string | undefined {
  if (account.uid === 0) return undefined;
  const absolute = path.resolve(target);
  const parts = absolute.split(path.sep).filter(Boolean);
  const chain = parts.map((_, i) => path.join(path.sep, ...parts.slice(0, i + 1)));
  for (const current of [path.sep, ...chain]) {
    let st;
    try {
      st = statSync(current);
    } catch {
      return undefined;
    }
    if (!st.isDirectory()) continue;
    const bit = st.uid === account.uid ? 0o100 : account.gids.includes(st.gid) ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) return current;
  }
  return undefined;
}

/** Throws PostgresAccessError naming the first folder in `targets`' paths that `account` cannot enter. */
export function assertPostgresCanReach(targets: string[], account: Account) {
  for (const target of targets) {
    const blocked = firstBlockedDirectory(target, account);
    if (blocked) throw new PostgresAccessError(blocked);
  }
}
