/**
 * What the page records about itself during a cold load (bench:web). Runs in the browser as an init
 * script, before any of the app's code: PerformanceObserver with `buffered: true` for paint,
 * largest-contentful-paint, layout-shift and longtask. Times are ms since the navigation started.
 */
export interface PageMetrics {
  fcp: number | null;
  lcp: number | null;
  /** What the LCP was: the element's tag and, for an image or poster, the last part of its URL's path. */
  lcpElement: string;
  /** The shifts that counted, for finding what moved: time, value and the moved nodes' descriptions. */
  shifts: { at: number; value: number; nodes: string[] }[];
  /** Largest layout-shift session window (gaps < 1 s, windows ≤ 5 s), as Lighthouse and CrUX define CLS. */
  cls: number;
  longTasks: { start: number; duration: number }[];
}

/**
 * The init script, as plain JavaScript text: a function handed to Playwright would be serialised
 * after tsx's transform, which can add helpers the page does not have.
 */
export const OBSERVER_SCRIPT = `(() => {
  const m = { fcp: null, lcp: null, lcpElement: '', cls: 0, longTasks: [], shifts: [] };
  const describe = (node) => {
    if (!node || !node.tagName) return node ? node.nodeName : '(removed)';
    const label = node.getAttribute('aria-label') || node.getAttribute('alt') || (node.textContent || '').trim().slice(0, 30);
    return node.tagName.toLowerCase() + (label ? ' "' + label + '"' : '');
  };
  window.__benchWeb = m;
  let windowSum = 0, windowStart = -Infinity, last = -Infinity;
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {} // an entry type this browser lacks: the figure stays empty
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') m.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => {
    m.lcp = e.startTime;
    const file = e.url ? ' ' + new URL(e.url, location.href).pathname.split('/').slice(-2).join('/') : '';
    m.lcpElement = (e.element ? e.element.tagName.toLowerCase() : '(removed)') + file;
  });
  observe('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (e.startTime - last > 1000 || e.startTime - windowStart > 5000) { windowSum = 0; windowStart = e.startTime; }
    windowSum += e.value;
    m.shifts.push({ at: e.startTime, value: e.value, nodes: (e.sources || []).map((x) => describe(x.node)) });
    last = e.startTime;
    m.cls = Math.max(m.cls, windowSum);
  });
  observe('longtask', (e) => { m.longTasks.push({ start: e.startTime, duration: e.duration }); });
})();`;

/**
 * Total blocking time as Lighthouse computes it: for every long task, the part of it after FCP and
 * before the end of the window, minus 50 ms, summed. Our window ends where the page went quiet (the
 * end of the last long task before 5 s without long tasks and with at most 2 requests in flight), a
 * stand-in for Lighthouse's time to interactive.
 */
export function totalBlockingTime(m: PageMetrics): number {
  if (m.fcp === null) return 0;
  const fcp = m.fcp;
  return m.longTasks.reduce((sum, t) => {
    const blocking = t.start + t.duration - Math.max(t.start, fcp) - 50;
    return sum + Math.max(0, blocking);
  }, 0);
}
