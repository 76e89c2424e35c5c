import { chmod, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, type RunningStack, type StackOptions } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

export interface TempStack {
  stack: RunningStack;
  supabaseDir: string;
  dataDir: string;
  /** Stops the stack; keeps the folders so a test can start it again. */
  stop(): Promise<void>;
  /** Starts the same project and data again (a restart). */
  restart(): Promise<RunningStack>;
  /** Stops and deletes everything. */
  dispose(): Promise<void>;
}

export interface TempProject {
  /** Extra or replacement config.toml content (written after the real one's copy is dropped). */
  configToml?: string;
  /** Files to write under the temp supabase dir, e.g. { 'migrations/1_a.sql': '…' }. */
  files?: Record<string, string>;
  /** Copy the repo's real supabase/ folder first. */
  copyRepoSupabase?: boolean;
}

/** A second, private stack for tests that need their own project (config, migrations) or restarts. */
export async function startTempStack(
  project: TempProject = {},
  options: Partial<StackOptions> = {},
): Promise<TempStack> {
  const root = await mkdtemp(path.join(tmpdir(), 'velvet-temp-'));
  await chmod(root, 0o755);
  const supabaseDir = path.join(root, 'supabase');
  const dataDir = path.join(root, 'data');
  if (project.copyRepoSupabase) await cp(path.resolve('supabase'), supabaseDir, { recursive: true });
  await mkdir(path.join(supabaseDir, 'migrations'), { recursive: true });
  if (project.configToml !== undefined) await writeFile(path.join(supabaseDir, 'config.toml'), project.configToml);
  for (const [file, content] of Object.entries(project.files ?? {})) {
    await mkdir(path.dirname(path.join(supabaseDir, file)), { recursive: true });
    await writeFile(path.join(supabaseDir, file), content);
  }
  const ports = { api: await freePort(), db: await freePort(), mail: await freePort() };
  const start = () => startStack({ supabaseDir, dataDir, ports, log: () => undefined, ...options });
  let stack: RunningStack;
  try {
    stack = await start();
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw err;
  }
  return {
    get stack() {
      return stack;
    },
    supabaseDir,
    dataDir,
    stop: () => stack.stop(),
    restart: async () => {
      await stack.stop();
      stack = await start();
      return stack;
    },
    dispose: async () => {
      await stack.stop();
      await rm(root, { recursive: true, force: true });
    },
  };
}
