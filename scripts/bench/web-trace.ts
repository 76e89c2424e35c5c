/**
 * Sums up a trace saved by `npm run bench:web -- --trace DIR`: where the page's main thread spent its
 * time before the first contentful paint, by kind of work (DevTools' names: EvaluateScript, Layout,
 * UpdateLayoutTree (style), Paint, …), as self time (a task's own time, without what it called).
 *
 *   npx tsx scripts/bench/web-trace.ts DIR/home.json [--until-ms N] [--from-ms N] [--top N]
 *
 * Times are as the throttled page lived them (CPU ×4), in ms since the navigation started. The
 * JavaScript's share is then named by source file (from the trace's CPU samples, through the source
 * maps the bench leaves in DIR/assets): which of our modules and which packages the time went to.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

interface CallFrame {
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfileChunk {
  cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
  timeDeltas?: number[];
  startTime?: number;
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { url?: string; frame?: string } & CpuProfileChunk };
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

/** The page thread's CPU samples between `from` and `until` (µs): each one's call frame and the time it stands for. */
function cpuSamples(events: TraceEvent[], pid: number, tid: number, from: number, until: number) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.args?.data?.startTime) return [];
  const frames = new Map<number, CallFrame>();
  const samples: { frame: CallFrame; ts: number }[] = [];
  let ts = profile.args.data.startTime;
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)) {
    const data = chunk.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += data.timeDeltas?.[i] ?? 0;
      const frame = frames.get(id);
      if (frame) samples.push({ frame, ts });
    });
  }
  return samples
    .map((sample, i) => ({ ...sample, us: (samples[i + 1]?.ts ?? sample.ts) - sample.ts }))
    .filter((sample) => sample.ts >= from && sample.ts < until);
}

/** A source path as a package (`react-dom`, `@supabase/auth-js`) or our own file (`src/…`). */
function owner(source: string) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage?.[1] ?? source.replace(/^.*?\/src\//, 'src/');
}

/** Sampled JavaScript time by source file, through the build's source maps in `assetsDir`. */
async function bySource(samples: ReturnType<typeof cpuSamples>, assetsDir: string) {
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = async (url: string) => {
    const file = /\/assets\/[^/?#]+\.js/.exec(url)?.[0];
    if (!file) return null;
    if (!maps.has(file)) {
      const text = await readFile(path.join(assetsDir, path.basename(file) + '.map'), 'utf8').catch(() => null);
      maps.set(
        file,
        text ? new SourceMapConsumer(JSON.parse(text) as ConstructorParameters<typeof SourceMapConsumer>[0]) : null,
      );
    }
    return maps.get(file) ?? null;
  };
  const times = new Map<string, number>();
  for (const { frame, us } of samples) {
    let name = frame.url ? '(other script)' : '(engine, GC, idle)';
    const map = await mapOf(frame.url);
    if (map) {
      const source = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
      name = source ? owner(source) : '(unmapped)';
    }
    times.set(name, (times.get(name) ?? 0) + us);
  }
  return times;
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
  const until = page.start + untilMs * 1000;
  const self = selfTimes(events, page.pid, page.tid, until);
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`first contentful paint at ${((page.fcp - page.start) / 1000).toFixed(0)} ms`);
  console.log(`main thread busy until ${untilMs.toFixed(0)} ms: ${(total / 1000).toFixed(0)} ms (self time by event)`);
  for (const [name, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, flag('top') ?? 20)) {
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
  const fromMs = flag('from-ms') ?? 0;
  const samples = cpuSamples(events, page.pid, page.tid, page.start + fromMs * 1000, until);
  if (samples.length === 0) return;
  const sources = await bySource(samples, path.join(path.dirname(file), 'assets'));
  console.log(
    `\nsampled JavaScript from ${fromMs} to ${untilMs.toFixed(0)} ms by source (CPU profile; source maps in ${path.join(path.dirname(file), 'assets')})`,
  );
  for (const [name, us] of [...sources].sort((a, b) => b[1] - a[1]).slice(0, flag('top') ?? 20)) {
    console.log(`${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
