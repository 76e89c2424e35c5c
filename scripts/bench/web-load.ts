/**
 * One cold load of one route for bench:web: a new browser context (empty cache and storage), the
 * signed-in session put into localStorage before the first byte when the route needs one, Lighthouse's
 * mobile throttling applied through the DevTools protocol, figures from the page's own
 * PerformanceObserver and from the protocol's network events.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { OBSERVER_SCRIPT, totalBlockingTime, type PageMetrics } from './web-observer.ts';

/** Lighthouse's mobile throttling ("mobileSlow4G"): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ×4. */
export const THROTTLING = { rttMs: 150, downKbps: 1.6 * 1024, upKbps: 750, cpu: 4 } as const;
export const VIEWPORT = { width: 390, height: 844 } as const;
/** Chromium 'resource type' of a request → the bench's columns. */
export const BYTE_TYPES = ['script', 'image', 'media', 'fetch', 'other'] as const;
export type ByteType = (typeof BYTE_TYPES)[number];

/** What DevTools' Performance panel records: main-thread tasks, timings, JS samples, layout shifts. */
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const QUIET_MS = 5_000;
const MAX_MS = 45_000;

export interface LoadResult {
  fcp: number;
  lcp: number;
  lcpElement: string;
  tbt: number;
  cls: number;
  shifts: PageMetrics['shifts'];
  bytes: Record<ByteType, number>;
  /** Encoded bytes of the requests that finished before LCP. */
  bytesBeforeLcp: number;
  requests: number;
  requestsBeforeLcp: number;
  finalPath: string;
  /** Every request, in start order: seconds from the document request, encoded bytes. */
  waterfall: { url: string; start: number; end: number | null; bytes: number }[];
  /** Main-thread tasks over 50 ms, ms from the navigation (for the waterfall). */
  longTasks: PageMetrics['longTasks'];
}

export interface LocalStorageItem {
  name: string;
  value: string;
}

function byteType(resourceType: string | undefined): ByteType {
  switch (resourceType) {
    case 'Script':
      return 'script';
    case 'Image':
      return 'image';
    case 'Media':
      return 'media';
    case 'XHR':
    case 'Fetch':
      return 'fetch';
    default:
      return 'other'; // Document, Stylesheet, Font, Preflight, Manifest, Other
  }
}

interface Request {
  url: string;
  type: ByteType;
  started: number; // CDP monotonic seconds
  finished?: number;
  bytes: number;
}

/** Collects every request of the page from the protocol's Network events. */
function watchNetwork(cdp: CDPSession) {
  const requests = new Map<string, Request>();
  let lastChange = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: keep the first start, the final response's size.
    if (!requests.has(e.requestId))
      requests.set(e.requestId, { url: e.request.url, type: byteType(e.type), started: e.timestamp, bytes: 0 });
    lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = byteType(e.type);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { finished: e.timestamp, bytes: e.encodedDataLength });
    lastChange = Date.now();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.finished = e.timestamp;
    lastChange = Date.now();
  });
  const inFlight = () => [...requests.values()].filter((r) => r.finished === undefined).length;
  return { requests, inFlight, quietFor: () => Date.now() - lastChange };
}

const readMetrics = (page: Page) => page.evaluate(() => (window as unknown as { __benchWeb: PageMetrics }).__benchWeb);

/**
 * `screenshot`: a file to save what the page shows once it is quiet (to check what was measured);
 * `trace`: a file to save the load's DevTools trace in, with JavaScript samples (DevTools' Performance
 * panel opens it; scripts/bench/web-trace.ts sums it up).
 */
export async function coldLoad(
  browser: Browser,
  url: string,
  storage: LocalStorageItem[],
  { screenshot, trace }: { screenshot?: string; trace?: string } = {},
): Promise<LoadResult> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    storageState: { cookies: [], origins: storage.length ? [{ origin, localStorage: storage }] : [] },
  });
  try {
    await context.addInitScript({ content: OBSERVER_SCRIPT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.rttMs,
      downloadThroughput: (THROTTLING.downKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.upKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });
    const net = watchNetwork(cdp);
    if (trace) await browser.startTracing(page, { path: trace, categories: TRACE_CATEGORIES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: MAX_MS });

    // Quiet: no new long task and at most 2 requests in flight (Lighthouse's TTI rule) for QUIET_MS.
    let tasks = -1;
    let tasksChanged = Date.now();
    for (;;) {
      const m = await readMetrics(page);
      if (m.longTasks.length !== tasks) [tasks, tasksChanged] = [m.longTasks.length, Date.now()];
      const quiet = Math.min(Date.now() - tasksChanged, net.inFlight() <= 2 ? net.quietFor() : 0);
      if (quiet >= QUIET_MS || Date.now() - started > MAX_MS) break;
      await sleep(250); // polling the page's counters and the network, not waiting for a result
    }
    const m = await readMetrics(page);
    if (trace) await browser.stopTracing();
    if (screenshot) await page.screenshot({ path: screenshot });
    if (m.fcp === null || m.lcp === null) {
      const thrown = errors.length ? ` (the page threw: ${errors.slice(0, 3).join('; ')})` : '';
      throw new Error(`${url}: no ${m.fcp === null ? 'FCP' : 'LCP'} recorded${thrown}`);
    }

    // performance.now() counts from the navigation; the document request is its first network event.
    const all = [...net.requests.values()];
    const t0 = Math.min(...all.map((r) => r.started));
    const lcpAt = t0 + m.lcp / 1000;
    const bytes = Object.fromEntries(BYTE_TYPES.map((t) => [t, 0])) as Record<ByteType, number>;
    for (const r of all) bytes[r.type] += r.bytes;
    return {
      fcp: m.fcp,
      lcp: m.lcp,
      lcpElement: m.lcpElement,
      tbt: totalBlockingTime(m),
      cls: m.cls,
      shifts: m.shifts,
      bytes,
      bytesBeforeLcp: all
        .filter((r) => r.finished !== undefined && r.finished <= lcpAt)
        .reduce((s, r) => s + r.bytes, 0),
      requests: all.length,
      requestsBeforeLcp: all.filter((r) => r.started < lcpAt).length,
      finalPath: new URL(page.url()).pathname,
      longTasks: m.longTasks,
      waterfall: all
        .sort((a, b) => a.started - b.started)
        .map((r) => ({
          url: r.url,
          start: r.started - t0,
          end: r.finished === undefined ? null : r.finished - t0,
          bytes: r.bytes,
        })),
    };
  } finally {
    await context.close();
  }
}
