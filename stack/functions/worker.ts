import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionSpec } from './discover.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(here, '../..');
const BOOT_SCRIPT = path.join(here, 'runtime', 'boot.ts');
const BOOT_TIMEOUT_MS = 30_000;

/** The Deno binary from the npm platform package (`@deno/linux-x64-glibc`), as installed by `npm ci`. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const platform = process.platform === 'linux' ? `linux-${process.arch}-glibc` : `${process.platform}-${process.arch}`;
  const pkg = require.resolve(`@deno/${platform}/package.json`);
  return path.join(path.dirname(pkg), process.platform === 'win32' ? 'deno.exe' : 'deno');
}

/** A function that did not get as far as serving: syntax error, missing import, no Deno.serve… */
export class BootError extends Error {}

export interface WorkerOptions {
  spec: FunctionSpec;
  /** What the function sees in Deno.env: the SUPABASE_* values and the secrets. */
  env: Record<string, string>;
  socketDir: string;
  denoDir: string;
  tmpDir: string;
  /** The source fingerprint this worker booted from (see discover.ts). */
  fingerprint: string;
  /** One line of the function's console output. */
  log: (line: string) => void;
}

let sequence = 0;

/**
 * One Deno process serving one function on a Unix socket, reused across requests (like an
 * edge-runtime user worker under the CLI's `per_worker` policy). It is replaced when its source
 * changes, killed when a request hits a limit, and started again by the next request when it died.
 */
export class FunctionWorker {
  readonly ready: Promise<void>;
  readonly socketPath: string;
  readonly fingerprint: string;
  inflight = 0;
  private child: ChildProcess;
  private exited = false;
  private retired = false;

  constructor(opts: WorkerOptions) {
    this.fingerprint = opts.fingerprint;
    this.socketPath = path.join(opts.socketDir, `${opts.spec.name}-${++sequence}.sock`);
    const marker = `velvet-worker-ready-${randomUUID()}`;
    const args = [
      'run',
      '--quiet',
      '--no-prompt',
      // Resolve `npm:` specifiers from the project's node_modules only: offline, exactly the
      // versions package.json pins, nothing fetched at run time (and jsr:/https: imports fail).
      '--no-config',
      '--node-modules-dir=manual',
      '--cached-only',
      '--allow-net',
      '--allow-env',
      '--allow-sys',
      '--allow-read',
      `--allow-write=${opts.tmpDir},${this.socketPath}`,
      '--v8-flags=--max-old-space-size=256', // edge-runtime's 256 MB per worker
      ...(opts.spec.importMap ? [`--import-map=${opts.spec.importMap}`] : []),
      BOOT_SCRIPT,
    ];
    this.child = spawn(denoBinary(), args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...opts.env,
        DENO_DIR: opts.denoDir,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        TMPDIR: opts.tmpDir,
        VELVET_INTERNAL_SOCKET: this.socketPath,
        VELVET_INTERNAL_ENTRYPOINT: pathToFileURL(opts.spec.entrypoint).href,
        VELVET_INTERNAL_READY: marker,
      },
    });

    const bootLog: string[] = [];
    let booted = false;
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new BootError(`the function did not start serving within ${BOOT_TIMEOUT_MS / 1000} s`));
        this.kill();
      }, BOOT_TIMEOUT_MS);
      const onLine = (line: string) => {
        if (line === marker) {
          booted = true;
          clearTimeout(timer);
          resolve();
          return;
        }
        if (!booted) bootLog.push(line);
        opts.log(line);
      };
      lines(this.child.stdout, onLine);
      lines(this.child.stderr, onLine);
      this.child.once('error', (err) => {
        clearTimeout(timer);
        reject(new BootError(`could not start Deno: ${err.message}`));
      });
      this.child.once('exit', () => {
        this.exited = true;
        rmSync(this.socketPath, { force: true });
      });
      // 'close' comes after the output streams ended, so the boot log is complete.
      this.child.once('close', () => {
        clearTimeout(timer);
        if (!booted)
          reject(
            new BootError(
              bootLog
                .join('\n')
                .replace(/^worker boot error: /, '')
                .trim(),
            ),
          );
      });
    });
    this.ready.catch(() => undefined); // observed by whoever awaits it
  }

  get alive() {
    return !this.exited && !this.retired;
  }

  /** Serve no new requests; stop once the ones in flight are done. */
  retire() {
    this.retired = true;
    if (this.inflight === 0) this.kill();
  }

  enter() {
    this.inflight++;
  }

  leave() {
    this.inflight--;
    if (this.retired && this.inflight === 0) this.kill();
  }

  /** SIGKILL: the process may be stuck in an endless loop that would never see SIGTERM's handler. */
  kill(): Promise<void> {
    this.retired = true;
    if (this.exited || this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

function lines(stream: NodeJS.ReadableStream | null, onLine: (line: string) => void) {
  if (!stream) return;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) onLine(part.replace(/\r$/, ''));
  });
  stream.on('end', () => {
    if (rest) onLine(rest);
  });
}
