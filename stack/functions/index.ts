import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendJson } from '../http.ts';
import type { HttpService, StackContext } from '../types.ts';
import { checkFunction } from './check.ts';
import { discoverFunctions, sourceFingerprint, type FunctionSpec } from './discover.ts';
import { EDGE_ERRORS, sendEdgeError } from './errors.ts';
import { forward } from './proxy.ts';
import { functionEnv, kongAuthorization, preflight, verifyFunctionJwt } from './request.ts';
import { BootError, FunctionWorker } from './worker.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface FunctionsOptions {
  /** Per-request wall-clock limit; past it the request gets 546 WORKER_LIMIT and the worker is killed. */
  wallClockMs?: number;
  /** Largest request body a function receives; larger ones get 413. */
  maxBodyBytes?: number;
  /**
   * Extra env for every function, read when a worker starts: values only the running stack knows
   * (another service's URL and port). They override `.env` secrets; the SUPABASE_* names stay reserved.
   */
  env?: () => Record<string, string>;
}

/** Hosted Supabase's request idle timeout and Kong's read_timeout in the CLI. */
export const DEFAULT_WALL_CLOCK_MS = 150_000;
export const DEFAULT_MAX_BODY_BYTES = 20 * 1024 * 1024;

export interface FunctionsService extends HttpService {
  /** Names currently served, sorted. */
  names(): string[];
  /** Reports functions that cannot boot (syntax errors, missing imports) to the log. */
  check(): Promise<Map<string, string[]>>;
  close(): Promise<void>;
}

/**
 * Edge Functions at /functions/v1/<name>, served like `supabase functions serve`: one Deno process
 * per function (stack/functions/worker.ts), started on the first request and reused.
 */
export function createFunctionsService(ctx: StackContext, options: FunctionsOptions = {}): FunctionsService {
  const { config, keys } = ctx;
  const supabaseDir = config.supabaseDir;
  const wallClockMs = options.wallClockMs ?? DEFAULT_WALL_CLOCK_MS;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const log = (message: string) => ctx.log('functions', message);
  // Unix socket paths must stay short (108 bytes), so they live in the OS temp dir, not the data dir.
  const socketDir = mkdtempSync(path.join(tmpdir(), 'velvet-fn-'));
  const tmpDir = path.join(ctx.dataDir, 'functions', 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const denoDir = path.join(REPO_ROOT, 'node_modules', '.cache', 'velvet-deno');
  const agent = new http.Agent({ keepAlive: true });
  const workers = new Map<string, FunctionWorker>();
  /** The last boot failure per function, kept until its sources change. */
  const bootFailures = new Map<string, { fingerprint: string; detail: string }>();

  let fingerprint = '';
  let specs = new Map<string, FunctionSpec>();
  const refresh = () => {
    const now = sourceFingerprint(supabaseDir);
    if (now !== fingerprint) {
      fingerprint = now;
      specs = discoverFunctions(supabaseDir);
    }
  };

  function workerFor(spec: FunctionSpec): FunctionWorker {
    const current = workers.get(spec.name);
    if (current?.alive && current.fingerprint === fingerprint) return current;
    if (current) {
      if (current.alive) log(`${spec.name}: source changed, restarting`);
      current.retire();
    }
    const worker = new FunctionWorker({
      spec,
      env: functionEnv(ctx, supabaseDir, options.env?.() ?? {}, log),
      socketDir,
      denoDir,
      tmpDir,
      fingerprint,
      log: (line) => ctx.log(`functions:${spec.name}`, line),
    });
    workers.set(spec.name, worker);
    return worker;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, rest: string, url: URL) {
    const cors = { 'access-control-allow-origin': '*' };
    if (preflight(req, res)) return;
    refresh();
    const name = rest.split('/')[1] ?? '';
    const spec = specs.get(name);
    if (!spec) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Function not found' }, cors);

    kongAuthorization(req, keys);
    if (spec.verifyJwt && req.method !== 'OPTIONS') {
      const refusal = verifyFunctionJwt(req, keys.jwtSecret);
      if (refusal) return sendJson(res, 401, refusal, cors);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > maxBodyBytes) return refuseBody(req, res, maxBodyBytes, cors);

    const failure = bootFailures.get(name);
    if (failure && failure.fingerprint === fingerprint) {
      for (const line of `worker boot error: ${failure.detail}`.split('\n')) ctx.log(`functions:${name}`, line);
      return sendEdgeError(res, EDGE_ERRORS.bootError, cors, failure.detail);
    }
    const worker = workerFor(spec);
    try {
      await worker.ready;
    } catch (err) {
      // Sources changed while it booted: the newer worker answers instead.
      if (workers.get(name) !== worker) return handle(req, res, rest, url);
      // The worker's own output already put the error in the log, line by line.
      const detail = err instanceof BootError ? err.message : String(err);
      bootFailures.set(name, { fingerprint: worker.fingerprint, detail });
      return sendEdgeError(res, EDGE_ERRORS.bootError, cors, detail);
    }
    bootFailures.delete(name);
    await forward({
      req,
      res,
      url,
      rest,
      worker,
      agent,
      wallClockMs,
      maxBodyBytes,
      cors,
      log: (m) => log(`${name}: ${m}`),
    });
  }

  return {
    handle: async (req, res, rest, url) => {
      try {
        await handle(req, res, rest, url);
      } catch (err) {
        log(`${(err as Error).stack ?? String(err)}`);
        sendEdgeError(res, EDGE_ERRORS.workerError, { 'access-control-allow-origin': '*' });
      }
    },
    names: () => {
      refresh();
      return [...specs.keys()].sort();
    },
    check: async () => {
      refresh();
      const results = new Map<string, string[]>();
      await Promise.all(
        [...specs.values()].map(async (spec) => {
          const problems = await checkFunction(spec, denoDir).catch((err: Error) => [err.message]);
          results.set(spec.name, problems);
          for (const p of problems) ctx.log(`functions:${spec.name}`, `cannot boot: ${p}`);
        }),
      );
      return results;
    },
    close: async () => {
      await Promise.all([...workers.values()].map((w) => w.kill()));
      workers.clear();
      agent.destroy();
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/**
 * 413 for a body over the limit. The rest of the upload is read and dropped so the client gets to
 * read the answer instead of a reset connection, then the connection is closed.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: number, cors: Record<string, string>) {
  req.resume();
  sendJson(
    res,
    413,
    { code: 'PAYLOAD_TOO_LARGE', message: `Request body is larger than the limit of ${limit} bytes` },
    { ...cors, connection: 'close' },
  );
}
