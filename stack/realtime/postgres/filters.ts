import { inspect } from './elixir-inspect.ts';

/**
 * postgres_changes filters exactly as hosted Realtime parses them (realtime v2.102.1, what
 * `supabase start` runs: Subscriptions.parse_subscription_params): `column=op.value` segments joined
 * by commas outside parentheses (AND), operators `eq, neq, lt, lte, gt, gte, in` only, no `not.`
 * and no quoting; `in.(a,b)` becomes the array literal `{a,b}` that Postgres casts. Every operator
 * is evaluated below in time linear in the value's length, so no filter can stall the process.
 */
export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  /** The value as hosted stores it: verbatim, or `{a,b}` for `in`. */
  value: string;
}

export class FilterError extends Error {}

const isOp = (op: string): op is FilterOp => (FILTER_OPS as readonly string[]).includes(op);

/** Elixir's `String.split(s, sep, parts: 2)`. */
function splitOnce(s: string, sep: string): string[] {
  const at = s.indexOf(sep);
  return at < 0 ? [s] : [s.slice(0, at), s.slice(at + sep.length)];
}

/** Splits on commas outside parentheses (Subscriptions.scan). */
function segments(input: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      out.push(input.slice(start, i));
      start = i + 1;
    }
  }
  out.push(input.slice(start));
  return out;
}

function parseSegment(segment: string): Filter {
  const trimmed = segment.trim();
  if (trimmed === '') throw new FilterError('filter must not contain empty segments (check for extra commas)');
  const colRest = splitOnce(trimmed, '=');
  if (colRest.length !== 2) throw new FilterError(inspect(colRest));
  const [column, rest] = colRest as [string, string];
  const opValue = splitOnce(rest, '.');
  if (opValue.length !== 2 || !isOp(opValue[0]!)) throw new FilterError(inspect(opValue));
  const [op, value] = opValue as [FilterOp, string];
  if (op !== 'in') return { column, op, value };
  if (value.length < 2 || !value.startsWith('(') || !value.endsWith(')'))
    throw new FilterError('`in` filter value must be wrapped by parentheses');
  return { column, op, value: `{${value.slice(1, -1)}}` };
}

/** Parses a `filter` string; a FilterError's message is what hosted puts after "Error parsing `filter` params: ". */
export function parseFilters(filter: string): Filter[] {
  const trimmed = filter.trim();
  if (trimmed === '') return [];
  return segments(trimmed).map(parseSegment);
}

/** A filter bound to its column's type, with values normalised the way to_jsonb renders them. */
export interface BoundFilter extends Filter {
  category: string;
  /** The value (one element), or the `in` list's elements. */
  normalized: unknown[];
}

const numeric = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN);

function compare(a: unknown, b: unknown, category: string): number {
  if (category === 'N') return numeric(a) - numeric(b);
  if (category === 'D') {
    const x = Date.parse(String(a));
    const y = Date.parse(String(b));
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  }
  const x = typeof a === 'string' ? a : JSON.stringify(a);
  const y = typeof b === 'string' ? b : JSON.stringify(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function test(f: BoundFilter, value: unknown): boolean | null {
  // SQL semantics: a comparison with NULL is unknown, and unknown filters the row out.
  if (value === null || value === undefined) return null;
  if (f.op === 'in') return f.normalized.some((n) => compare(value, n, f.category) === 0);
  const c = compare(value, f.normalized[0], f.category);
  if (Number.isNaN(c)) return null;
  return { eq: c === 0, neq: c !== 0, lt: c < 0, lte: c <= 0, gt: c > 0, gte: c >= 0 }[f.op];
}

/**
 * Whether a row passes every filter (realtime.is_visible_through_filters): a filter on a column
 * the row image lacks (e.g. a DELETE without REPLICA IDENTITY FULL) makes it invisible.
 */
export function passesFilters(filters: BoundFilter[], row: Record<string, unknown> | null): boolean {
  if (filters.length === 0) return true;
  if (!row) return false;
  return filters.every((f) => f.column in row && test(f, row[f.column]) === true);
}
