/**
 * Sums up a trace saved by `npm run bench:web -- --trace DIR`: where the page's main thread spent its
 * time before the first contentful paint, by kind of work (DevTools' names: EvaluateScript, Layout,
 * UpdateLayoutTree (style), Paint, …), as self time (a task's own time, without what it called).
 *
 *   npx tsx scripts/bench/web-trace.ts DIR/home.json [--until-ms N] [--top N]
 *
 * Times are as the throttled page lived them (CPU ×4), in ms since the navigation started.
 */
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string } };
}

/** The renderer main thread that painted the page: the one with a FirstContentfulPaint mark. */
function pageThread(events: TraceEvent[]) {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('the trace has no firstContentfulPaint: was it recorded with --trace?');
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.tid === fcp.tid);
  return { pid: fcp.pid, tid: fcp.tid, start: nav?.ts ?? fcp.ts, fcp: fcp.ts };
}

/** Self time per event name of the complete ('X') events on one thread, up to `until` (µs). */
function selfTimes(events: TraceEvent[], pid: number, tid: number, until: number) {
  const spans = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined && e.ts < until)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { e: TraceEvent; end: number; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const done = stack.pop()!;
      const own = Math.min(done.end, until) - done.e.ts - done.children;
      self.set(done.e.name, (self.get(done.e.name) ?? 0) + Math.max(own, 0));
      const parent = stack[stack.length - 1];
      if (parent) parent.children += Math.min(done.end, until) - done.e.ts;
    }
  };
  for (const e of spans) {
    close(e.ts);
    stack.push({ e, end: e.ts + (e.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return self;
}

async function main() {
  const [file, ...rest] = process.argv.slice(2);
  if (!file) throw new Error('usage: web-trace.ts TRACE.json [--until-ms N] [--top N]');
  const flag = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 && rest[i + 1] ? Number(rest[i + 1]) : undefined;
  };
  const raw = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const page = pageThread(events);
  const untilMs = flag('until-ms') ?? (page.fcp - page.start) / 1000;
  const self = selfTimes(events, page.pid, page.tid, page.start + untilMs * 1000);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`first contentful paint at ${((page.fcp - page.start) / 1000).toFixed(0)} ms`);
  console.log(`main thread busy until ${untilMs.toFixed(0)} ms: ${(total / 1000).toFixed(0)} ms (self time by event)`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, flag('top') ?? 20)) {
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
