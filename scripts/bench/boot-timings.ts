/**
 * Cold-load timings of the production build under mobile throttling (issue 17): Chromium's DevTools
 * protocol with Lighthouse's mobile settings (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 * CPU ×4) at 390×844, a fresh browser context (empty cache) per run, 3 runs per route, medians.
 *
 *   npx tsx scripts/bench/boot-timings.ts [--root <checkout>] [--runs 3] [--shots <dir>]
 *
 * Starts a throwaway stack and `vite preview` on free ports, builds `--root` (default: this checkout;
 * pass another checkout to measure it the same way) and signs in fan1 through the auth API.
 * Prints per route: first contentful paint, when the app's navigation or the login form was first in
 * the page, when the first data request (`/rest/v1/`) left, largest contentful paint. `--shots` also
 * saves, for the first run of each route and at 1440×900 too, the page as soon as the app or form is
 * in it and once the content is in.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { build, preview } from 'vite';
import '../../tests/support/node-websocket.ts'; // Node 20: supabase-js wants a WebSocket
import { startStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

const { values } = parseArgs({
  options: { root: { type: 'string' }, runs: { type: 'string', default: '3' }, shots: { type: 'string' } },
});
const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
const runs = Number(values.runs);

interface Sample {
  fcp: number;
  app: number;
  firstData: number;
  lcp: number;
  firstText: string;
}

const ROUTES: ReadonlyArray<{ path: string; signedIn: boolean; ready: string }> = [
  { path: '/login', signedIn: false, ready: 'button[type=submit]' },
  { path: '/', signedIn: true, ready: 'article' },
  { path: '/chats', signedIn: true, ready: 'main a[href^="/chats/"]' },
  { path: '/profile/@lunarivera', signedIn: true, ready: 'main article' },
];

// Records, in the page, when the shell (its navigation) or a form first appears and what the first
// paint said (the first text in #root), before any app code runs.
const probe = () => {
  const w = window as unknown as { __boot: { app: number; firstText: string; lcp: number } };
  w.__boot = { app: -1, firstText: '', lcp: NaN };
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root) return;
    if (!w.__boot.firstText && root.textContent) w.__boot.firstText = root.textContent.slice(0, 40);
    if (w.__boot.app < 0 && root.querySelector('nav, form')) w.__boot.app = performance.now();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__boot.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  const work = await mkdtemp(path.join(tmpdir(), 'velvet-boot-'));
  await chmod(work, 0o755);
  const stack = await startStack({
    dataDir: path.join(work, 'stack'),
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    log: () => undefined,
  });
  try {
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
    const outDir = path.join(work, 'dist');
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const server = await preview({
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: await freePort(), strictPort: true },
    });
    const base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

    const store = new Map<string, string>();
    const api = createClient(stack.apiUrl, stack.keys.anonKey, {
      auth: {
        autoRefreshToken: false,
        storage: {
          getItem: (k) => store.get(k) ?? null,
          setItem: (k, v) => void store.set(k, v),
          removeItem: (k) => void store.delete(k),
        },
      },
    });
    const { error } = await api.auth.signInWithPassword({ email: 'fan1@velvet.test', password: 'velvet-fan-1' });
    if (error) throw error;
    const localStorage = [...store].map(([name, value]) => ({ name, value }));

    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
    try {
      for (const route of ROUTES) {
        const samples: Sample[] = [];
        for (let run = 0; run < runs + (values.shots ? 1 : 0); run++) {
          // With --shots, one more run at 1440×900, not counted.
          const desktop = run === runs;
          const context = await browser.newContext({
            viewport: desktop ? { width: 1440, height: 900 } : { width: 390, height: 844 },
            isMobile: !desktop,
            hasTouch: !desktop,
            storageState: { cookies: [], origins: route.signedIn ? [{ origin: base, localStorage }] : [] },
          });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 150,
            downloadThroughput: (1.6 * 1024 * 1024) / 8,
            uploadThroughput: (750 * 1024) / 8,
          });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(probe);
          const shot = (when: string) =>
            values.shots && (run === 0 || desktop)
              ? page.screenshot({
                  path: path.join(
                    values.shots,
                    `${route.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${desktop ? 1440 : 390}-${when}.png`,
                  ),
                })
              : undefined;
          await page.goto(base + route.path, { waitUntil: 'commit' });
          await page.locator('#root nav, #root form').first().waitFor({ state: 'attached', timeout: 60_000 });
          await shot('first');
          await page.locator(route.ready).first().waitFor({ timeout: 60_000 });
          // Let the largest paint settle after the content is in (a measurement, not a test).
          await page.waitForTimeout(1500);
          await shot('loaded');
          if (desktop) {
            await context.close();
            continue;
          }
          samples.push(
            await page.evaluate(() => {
              const w = window as unknown as { __boot: { app: number; firstText: string; lcp: number } };
              const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
              const data = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/rest/v1/'))
                .map((e) => e.startTime);
              return {
                fcp,
                app: w.__boot.app,
                firstData: data.length ? Math.min(...data) : NaN,
                lcp: w.__boot.lcp,
                firstText: w.__boot.firstText,
              };
            }),
          );
          await context.close();
        }
        const ms = (key: 'fcp' | 'app' | 'firstData' | 'lcp') =>
          `${(median(samples.map((s) => s[key])) / 1000).toFixed(2)} s`;
        console.log(
          `${route.path.padEnd(22)} FCP ${ms('fcp')}  app/form in page ${ms('app')}  first data request ${ms('firstData')}  LCP ${ms('lcp')}  first text "${samples[0]?.firstText ?? ''}"`,
        );
      }
    } finally {
      await browser.close();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    }
  } finally {
    await stack.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
