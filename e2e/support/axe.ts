import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules issue 18 holds every screen to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until nothing on the page is still moving into place: a sheet sliding in or a fade half done
 * has colours axe would measure mid-way. Endless animations (spinners, the typing dots) never end and
 * are not waited for.
 */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** axe's target: one entry per frame, each a selector or a path of selectors through shadow roots. */
const path = (part: unknown): string[] => (Array.isArray(part) ? part.flatMap(path) : [String(part)]);
const selector = (target: readonly unknown[]) => target.map((part) => path(part).join(' >>> ')).join(' in frame ');

/**
 * Runs axe's WCAG A/AA rules on what `page` shows now (or only inside `include`, e.g. an open dialog,
 * and without `exclude`, e.g. the 40th copy of a card already checked) and records every serious or
 * critical violation under `screen`, one line per element: rule id, what it checks, and the element's
 * selector. Soft, so one test reports every screen it walks through.
 */
export async function checkA11y(
  page: Page,
  screen: string,
  {
    include,
    exclude = [],
    disableRules = [],
  }: {
    include?: string;
    exclude?: string[];
    /** Only for a third party's markup we cannot change, with the reason where it is used. */
    disableRules?: string[];
  } = {},
) {
  await settled(page);
  // In the page itself (the app has no frames), and with full details for violations only: the default
  // run copies every passing node's details into a second, blank page, several times slower here.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .setLegacyMode(true);
  if (include) builder.include(include);
  for (const skipped of exclude) builder.exclude(skipped);
  if (disableRules.length) builder.disableRules(disableRules);
  const { violations } = await builder.analyze();
  const found = violations.flatMap((rule) =>
    rule.nodes
      .filter((node) => BLOCKING.has(node.impact ?? rule.impact ?? ''))
      .map((node) => `${rule.id} (${node.impact ?? rule.impact}, ${rule.help}): ${selector(node.target)}`),
  );
  expect.soft(found, `axe found serious or critical violations on ${screen}`).toEqual([]);
}
