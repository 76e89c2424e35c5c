// `npm run bench:images`: bytes of Home's images for fan1 at 390×844, built once with
// VITE_IMAGE_TRANSFORMS=false (originals) and once with true (display-size variants), at the device
// pixel ratios of Lighthouse's phone (1.75) and a 390-wide iPhone (3). Counts what Chromium's DevTools
// protocol reports as image bytes on the wire (encodedDataLength): the first screen once the network is
// idle, then after scrolling ten screens down. A benchmark that prints figures, not a test. Uses its
// own stack on free ports and a cold browser cache per run.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { build, preview } from 'vite';
import '../../tests/support/node-websocket.ts'; // Node 20: supabase-js wants a WebSocket
import { startStack, type RunningStack } from '../../stack/index.ts';
import { freePort } from '../../stack/ports.ts';

const VIEWPORT = { width: 390, height: 844 };
const RATIOS = [1.75, 3];
const SCREENS = 10;
const FAN = { email: 'fan1@velvet.test', password: 'velvet-fan-1' };

interface Tally {
  requests: number;
  bytes: number;
}

/** The browser storage a signed-in app has (supabase-js writes its session under its own key). */
async function sessionStorage(stack: RunningStack) {
  const store = new Map<string, string>();
  const client = createClient(stack.apiUrl, stack.keys.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      storage: {
        getItem: (key) => store.get(key) ?? null,
        setItem: (key, value) => void store.set(key, value),
        removeItem: (key) => void store.delete(key),
      },
    },
  });
  const { error } = await client.auth.signInWithPassword(FAN);
  if (error) throw error;
  return [...store].map(([name, value]) => ({ name, value }));
}

/** Image bytes as Chromium received them, counted from the DevTools protocol. */
async function imageTally(page: Page): Promise<() => Tally> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const images = new Set<string>();
  const tally: Tally = { requests: 0, bytes: 0 };
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Image') images.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!images.has(e.requestId)) return;
    tally.requests += 1;
    tally.bytes += e.encodedDataLength;
  });
  return () => ({ ...tally });
}

async function measure(
  browser: Browser,
  baseUrl: string,
  localStorage: { name: string; value: string }[],
  dpr: number,
) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: dpr,
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
  const page = await context.newPage();
  const read = await imageTally(page);
  await page.goto(`${baseUrl}/`);
  await page.getByRole('article').first().waitFor();
  await page.waitForLoadState('networkidle');
  const firstScreen = read();
  // Ten screens down, one at a time, letting lazy images load at each step (the feed is endless, so a
  // fixed distance keeps runs comparable).
  for (let i = 0; i < SCREENS; i++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForLoadState('networkidle');
  }
  const scrolled = read();
  await context.close();
  return { firstScreen, scrolled };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const work = await mkdtemp(path.join(tmpdir(), 'velvet-bench-images-'));
  await chmod(work, 0o755); // the postgres system user must reach <work>/stack/db
  const stack = await startStack({
    dataDir: path.join(work, 'stack'),
    ports: { api: await freePort(), db: await freePort(), mail: await freePort() },
    log: () => undefined,
  });
  const browser = await chromium.launch(
    existsSync('/usr/bin/chromium')
      ? { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }
      : {},
  );
  const rows: string[] = [];
  try {
    process.env.VITE_SUPABASE_URL = stack.apiUrl;
    process.env.VITE_SUPABASE_ANON_KEY = stack.keys.anonKey;
    for (const transforms of [false, true]) {
      process.env.VITE_IMAGE_TRANSFORMS = String(transforms);
      const outDir = path.join(work, `dist-${transforms}`);
      await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      const port = await freePort();
      const server = await preview({
        root,
        logLevel: 'warn',
        build: { outDir },
        preview: { host: '127.0.0.1', port, strictPort: true },
      });
      const baseUrl = `http://127.0.0.1:${port}`;
      const storage = await sessionStorage(stack);
      try {
        for (const dpr of RATIOS) {
          // One warm-up pass renders the stack's variants, so the measured pass is what a repeat visitor
          // of the server (not of the browser, whose cache is cold) gets; bytes do not depend on it.
          if (transforms) await measure(browser, baseUrl, storage, dpr);
          const { firstScreen, scrolled } = await measure(browser, baseUrl, storage, dpr);
          rows.push(
            `| ${transforms ? 'variants' : 'originals'} | ${dpr} | ${firstScreen.requests} | ${kb(firstScreen.bytes)} | ${scrolled.requests} | ${kb(scrolled.bytes)} |`,
          );
        }
      } finally {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
    await rm(work, { recursive: true, force: true });
  }
  console.log(`\nHome's images for ${FAN.email} at ${VIEWPORT.width}×${VIEWPORT.height}\n`);
  console.log(
    `| images | DPR | first screen: requests | first screen: bytes | after ${SCREENS} screens: requests | after ${SCREENS} screens: bytes |`,
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
