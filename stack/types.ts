import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type pg from 'pg';
import type { StackConfig } from './config.ts';
import type { MailStore } from './mail/store.ts';
import type { Keys } from './keys.ts';

/** Everything a service needs from the running stack. Built once in `index.ts`. */
export interface StackContext {
  config: StackConfig;
  keys: Keys;
  /** Superuser pool (role `postgres`). Use `withClaims` from db.ts to act as a caller. */
  pool: pg.Pool;
  /** Root of the stack's state (`.stack/` or a throwaway dir in tests). */
  dataDir: string;
  mail: MailStore;
  log: (service: string, message: string) => void;
}

/**
 * A service mounted under a prefix of the gateway (`/auth/v1`, `/storage/v1`).
 * `path` is what follows the prefix, always starting with `/`; `url` is the full request URL.
 */
export interface HttpService {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  close?(): Promise<void>;
}

export interface UpgradeService {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  close(): Promise<void>;
}
