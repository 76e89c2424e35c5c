/**
 * `npm run bench:web`: cold loads of the production build on a phone under Lighthouse's mobile
 * throttling. Starts a throwaway stack (seed and demo storage) on free ports, builds the app against
 * it into a temp dir, serves it with `vite preview` on a free port, then loads each route RUNS times in
 * /usr/bin/chromium (a new context each time: cold cache) and prints the medians; also records them
 * in docs/performance.md between the `bench:web` markers. Method: docs/performance.md, "## Web load".
 *
 *   npm run bench:web                                  # 4 routes × 3 runs, writes the doc block
 *   npm run bench:web -- --runs 1 --route /login --no-write   # a quick look
 *   npm run bench:web -- --screenshots /tmp/shots             # also saves each route's first load, once quiet
 *   npm run bench:web -- --http2                       # serves the build over HTTPS and HTTP/2, as hosts do
 *   npm run bench:web -- --lighthouse-reports DIR      # also saves each Lighthouse report (JSON) there
 *   npm run bench:web -- --trace DIR                   # also saves each route's first load's DevTools trace there
 *   npm run bench:web -- --waterfall --no-write               # also prints each route's first load, request by request
 */
import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { build, preview, type PreviewServer } from 'vite';
import { PEOPLE } from '../media/cast.ts';
import '../../tests/support/node-websocket.ts'; // Node 20: supabase-js wants a WebSocket
import { startStack, type RunningStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';
import { writeBlocks } from './doc-block.ts';
import { coldLoad, THROTTLING, type LoadResult, type LocalStorageItem } from './web-load.ts';
import { lighthouseRun, type LighthouseResult } from './web-lighthouse.ts';
import { accessibilityFailures, median, reportBlock, table, type RouteFigures } from './web-report.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FAN = 'fan1@velvet.test';
/** Route → signed in as the fan? */
const ROUTES: Record<string, boolean> = { '/login': false, '/': true, '/chats': true, '/profile/@lunarivera': true };
const launchOptions = (http2: boolean) => ({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    // The throwaway certificate below is self-signed.
    ...(http2 ? ['--ignore-certificate-errors'] : []),
  ],
});

/**
 * A self-signed certificate for 127.0.0.1 (openssl), for `vite preview` over HTTPS: with one, it
 * serves HTTP/2, as every production static host does (HTTP/1.1 allows a browser 6 connections per
 * host, so the first screen's ~50 small files queue; HTTP/2 sends them over one).
 */
async function selfSignedCertificate(dir: string): Promise<{ key: Buffer; cert: Buffer }> {
  const key = path.join(dir, 'preview.key');
  const cert = path.join(dir, 'preview.crt');
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert, ...subject],
      {
        stdio: 'ignore',
      },
    );
  } catch {
    throw new Error('--http2 needs openssl to make a throwaway certificate (apt-get install openssl)');
  }
  return { key: await readFile(key), cert: await readFile(cert) };
}

function args() {
  const argv = process.argv.slice(2);
  const values = (name: string) =>
    argv.flatMap((a, i) => (a === `--${name}` && argv[i + 1] ? [argv[i + 1] as string] : []));
  const runs = Number(values('runs')[0] ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
  const routes = values('route');
  return {
    runs,
    routes: routes.length ? routes : Object.keys(ROUTES),
    write: !argv.includes('--no-write'),
    screenshots: values('screenshots')[0],
    lighthouseReports: values('lighthouse-reports')[0],
    traces: values('trace')[0],
    waterfall: argv.includes('--waterfall'),
    http2: argv.includes('--http2'),
  };
}

/** The fan's session as supabase-js keeps it in the browser's localStorage (same key, same JSON). */
async function fanSession(stack: RunningStack): Promise<LocalStorageItem[]> {
  const fan = PEOPLE.find((p) => p.email === FAN);
  if (!fan) throw new Error(`${FAN} is not in scripts/media/cast.ts`);
  const store = new Map<string, string>();
  const api = createClient(stack.apiUrl, stack.keys.anonKey, {
    auth: {
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  const { error } = await api.auth.signInWithPassword({ email: fan.email, password: fan.password });
  if (error) throw new Error(`sign-in of ${FAN} failed: ${error.message}`);
  return [...store].map(([name, value]) => ({ name, value }));
}

async function main() {
  const { runs, routes, write, screenshots, lighthouseReports, traces, waterfall, http2 } = args();
  const launch = launchOptions(http2);
  const work = await mkdtemp(path.join(tmpdir(), 'velvet-bench-web-'));
  await chmod(work, 0o755); // the postgres system user must reach <work>/stack/db
  console.log(`starting a throwaway stack in ${work}`);
  const stack = await startStack({
    dataDir: path.join(work, 'stack'),
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    log: () => undefined,
  });
  let server: PreviewServer | undefined;
  try {
    // The app reads its stack from the build's env, as the e2e global setup builds it.
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
    const outDir = path.join(work, 'dist');
    console.log('vite build');
    // With --trace, hidden source maps (no comment in the files, nothing more downloaded) go beside the
    // traces, so web-trace.ts can name the source of the main thread's time.
    await build({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: traces ? 'hidden' : false },
    });
    if (traces) await cp(path.join(outDir, 'assets'), path.join(traces, 'assets'), { recursive: true });
    server = await preview({
      root: ROOT,
      logLevel: 'warn',
      build: { outDir },
      preview: {
        host: '127.0.0.1',
        port: await freePort(),
        strictPort: true,
        https: http2 ? await selfSignedCertificate(work) : undefined,
      },
    });
    const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!base) throw new Error('vite preview has no URL');
    const session = await fanSession(stack);

    const figures: RouteFigures[] = [];
    let lighthouseVersion = '';
    const browser = await chromium.launch({ ...launch, headless: true });
    try {
      for (const route of routes) {
        const signedIn = ROUTES[route] ?? true;
        const storage = signedIn ? session : [];
        const loads: LoadResult[] = [];
        const scores: LighthouseResult[] = [];
        for (let i = 0; i < runs; i++) {
          const name = route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
          const first = (dir: string | undefined, ext: string) =>
            dir && i === 0 ? path.join(dir, name + ext) : undefined;
          const load = await coldLoad(browser, base + route, storage, {
            screenshot: first(screenshots, '.png'),
            trace: first(traces, '.json'),
          });
          if (load.finalPath !== route) throw new Error(`${route} ended on ${load.finalPath} (signed out?)`);
          loads.push(load);
          const report = lighthouseReports && path.join(lighthouseReports, `${name}-${i + 1}.json`);
          const lh = await lighthouseRun(base + route, storage, launch, report);
          if (lh.finalPath !== route) throw new Error(`Lighthouse: ${route} ended on ${lh.finalPath}`);
          scores.push(lh);
          lighthouseVersion = lh.version;
          console.log(
            `${route} run ${i + 1}/${runs}: FCP ${(load.fcp / 1000).toFixed(2)} s, LCP ${(load.lcp / 1000).toFixed(2)} s (${load.lcpElement}), ` +
              `TBT ${load.tbt.toFixed(0)} ms, CLS ${load.cls.toFixed(3)}, ${(Object.values(load.bytes).reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KB, ` +
              `Lighthouse ${lh.score} (its LCP ${(lh.lcp / 1000).toFixed(2)} s), a11y ${lh.accessibility}, host index ${lh.benchmarkIndex.toFixed(0)}`,
          );
          if (waterfall && i === 0) {
            // Requests, main-thread tasks over 50 ms and the two paints, in time order.
            const lines: [at: number, text: string][] = load.waterfall.map((r) => {
              const end = r.end === null ? '   —  ' : `${r.end.toFixed(2)} s`;
              const name = r.url.startsWith(base) ? r.url.slice(base.length) : r.url.replace(stack.apiUrl, '<api>');
              return [r.start, `${end} ${(r.bytes / 1024).toFixed(1).padStart(6)} KB  ${name.slice(0, 110)}`];
            });
            for (const t of load.longTasks) lines.push([t.start / 1000, `task ${t.duration.toFixed(0)} ms`]);
            lines.push(
              [load.fcp / 1000, '── first contentful paint'],
              [load.lcp / 1000, '── largest contentful paint'],
            );
            for (const [at, text] of lines.sort((a, b) => a[0] - b[0])) console.log(`  ${at.toFixed(2)} s → ${text}`);
          }
          for (const x of load.shifts) {
            console.log(`  layout shift ${x.value.toFixed(3)} at ${(x.at / 1000).toFixed(2)} s: ${x.nodes.join(', ')}`);
          }
        }
        figures.push({ route, signedIn, loads, scores });
      }
    } finally {
      await browser.close();
    }

    // The app's code as of its last commit (the bench's own files and docs are not the app).
    const app = ['src', 'public', 'index.html', 'vite.config.ts'];
    const commit = execFileSync('git', ['log', '-1', '--format=%h', 'HEAD', '--', ...app], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const context = {
      runs,
      date: new Date().toISOString().slice(0, 16).replace('T', ' '),
      commit,
      load: os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / '),
      benchmarkIndex: median(figures.flatMap((f) => f.scores.map((x) => x.benchmarkIndex))),
      lighthouseVersion,
      throttling: THROTTLING,
      protocol: http2 ? 'HTTP/2 over HTTPS' : 'HTTP/1.1',
    };
    console.log(`\n${table(figures)}\n`);
    for (const failure of accessibilityFailures(figures)) console.log(`Lighthouse accessibility: ${failure}`);
    if (write) {
      // One block per protocol, so a run of one does not replace the other's figures.
      const name = http2 ? 'web-http2' : 'web';
      const file = await writeBlocks([{ name, body: reportBlock(figures, context), heading: '## Web load' }]);
      console.log(`wrote the bench:${name} block of ${path.relative(process.cwd(), file)}`);
    }
  } finally {
    await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
    await stack.stop();
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
