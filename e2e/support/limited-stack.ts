import { chmod, copyFile, cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RateLimitConfig } from '../../stack/config.ts';
import { startStack, type RunningStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

export interface LimitedStack {
  stack: RunningStack;
  dispose(): Promise<void>;
}

/**
 * A second, auth-only stack with the project's config.toml and its rate limits ON, for the test
 * that must hit one: the shared e2e stack relaxes them, since every test logs in from 127.0.0.1.
 * `limits` (test-only, like the shared stack's relaxation) can slow the refill so that a spent
 * budget stays spent while the browser acts.
 */
export async function startLimitedStack(limits: Partial<RateLimitConfig> = {}): Promise<LimitedStack> {
  const root = await mkdtemp(path.join(tmpdir(), 'velvet-e2e-limited-'));
  await chmod(root, 0o755); // the postgres system user must reach <root>/data/db
  const supabaseDir = path.join(root, 'supabase');
  await mkdir(supabaseDir);
  await copyFile(
    path.resolve(import.meta.dirname, '../../supabase/config.toml'),
    path.join(supabaseDir, 'config.toml'),
  );
  // config.toml's mail templates, at the path it names (relative to the folder holding supabase/).
  await cp(path.resolve(import.meta.dirname, '../../supabase/templates'), path.join(supabaseDir, 'templates'), {
    recursive: true,
  });
  const stack = await startStack({
    supabaseDir,
    dataDir: path.join(root, 'data'),
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    authRateLimits: limits,
    log: () => undefined,
  });
  return {
    stack,
    dispose: async () => {
      await stack.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
