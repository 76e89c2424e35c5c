/**
 * Lighthouse's mobile performance and accessibility scores for one cold load (bench:web). Lighthouse 12 (the npm
 * package, pinned) drives a Chromium we start with Playwright on a fresh profile and a DevTools port.
 * Its defaults are the mobile ones (simulated throttling: 150 ms RTT, 1.6 Mbit/s, CPU ×4); only the
 * screen is set to the bench's 390×844. Before the run, the signed-in session is written into the
 * profile's localStorage from a stub page (so no app file enters the cache); Lighthouse's own reset
 * clears caches, service workers and Cache Storage but not localStorage, so the load is cold and
 * signed in. The accessibility category (axe-core rules, issue 18) runs on the loaded page after the
 * trace, so it does not move the performance figures.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort } from '../../stack/ports.ts';
import { VIEWPORT, type LocalStorageItem } from './web-load.ts';

export interface LighthouseResult {
  score: number;
  /** The accessibility category's score, 0-100. */
  accessibility: number;
  /** Each accessibility audit that failed, with the selectors of up to 3 of its elements. */
  accessibilityFailures: string[];
  lcp: number;
  /**
   * Lighthouse's measure of the host's CPU (higher is faster). CPU ×4 slows whatever the host is, so
   * figures from hosts of different indexes do not compare (docs/performance.md, Web load).
   */
  benchmarkIndex: number;
  version: string;
  finalPath: string;
}

export async function lighthouseRun(
  url: string,
  storage: LocalStorageItem[],
  launch: { executablePath: string; args: string[] },
  /** Where to save Lighthouse's whole report (JSON), to read its audits; not saved when absent. */
  reportFile?: string,
): Promise<LighthouseResult> {
  const profile = await mkdtemp(path.join(tmpdir(), 'velvet-bench-web-lh-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    args: [...launch.args, `--remote-debugging-port=${port}`],
  });
  try {
    if (storage.length) {
      const stub = `${new URL(url).origin}/__bench-web-storage`;
      const page = await context.newPage();
      await page.route(stub, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title>' }),
      );
      await page.goto(stub);
      await page.evaluate((items) => items.forEach((i) => localStorage.setItem(i.name, i.value)), storage);
      await page.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, ...VIEWPORT, deviceScaleFactor: 3, disabled: false },
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    const accessibility = lhr?.categories.accessibility;
    if (!lhr || typeof score !== 'number' || typeof accessibility?.score !== 'number') {
      throw new Error(`lighthouse ${url}: ${lhr?.runtimeError?.message ?? 'no performance or accessibility score'}`);
    }
    if (reportFile) {
      await mkdir(path.dirname(reportFile), { recursive: true });
      await writeFile(reportFile, JSON.stringify(lhr, null, 1));
    }
    const accessibilityFailures = accessibility.auditRefs.flatMap(({ id, weight }) => {
      const audit = lhr.audits[id];
      // Weight 0: manual checks and informative audits, which never fail the score.
      if (!audit || weight === 0 || audit.score !== 0) return [];
      const details = audit.details;
      // A table of the elements that failed; each item's `node` names one by its selector.
      const items: unknown[] = details && 'items' in details ? details.items : [];
      const selectors = items.slice(0, 3).flatMap((item) => {
        const node = item && typeof item === 'object' && 'node' in item ? item.node : undefined;
        return node && typeof node === 'object' && 'selector' in node && typeof node.selector === 'string'
          ? [node.selector]
          : [];
      });
      return [`${id}${selectors.length ? `: ${selectors.join(', ')}` : ''}`];
    });
    return {
      score: Math.round(score * 100),
      accessibility: Math.round(accessibility.score * 100),
      accessibilityFailures,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      version: lhr.lighthouseVersion,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
