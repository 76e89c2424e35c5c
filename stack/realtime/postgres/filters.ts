/**
 * postgres_changes filters as Realtime parses them (Subscriptions.parse_subscription_params):
 * `column=op.value`, optionally `not.`-negated, several joined by top-level commas (AND);
 * `in.(a,b)` lists; values may be double-quoted PostgREST-style to hold `,` `(` `)`.
 */
export const FILTER_OPS = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is'] as const;
export type FilterOp = (typeof FILTER_OPS)[number];

export interface Filter {
  column: string;
  op: FilterOp;
  /** The raw value; for `in`, the list elements. */
  values: string[];
  negate: boolean;
}

export class FilterError extends Error {}

/** Splits on commas outside double quotes and parentheses. */
function splitTopLevel(input: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch === '\\' && i + 1 < input.length) {
        current += ch + input[++i]!;
        continue;
      }
      if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) {
      out.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  out.push(current);
  return out;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}

function parseSegment(segment: string): Filter {
  const eq = segment.indexOf('=');
  const column = eq > 0 ? segment.slice(0, eq).trim() : '';
  let rest = eq > 0 ? segment.slice(eq + 1) : '';
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const dot = rest.indexOf('.');
  const op = dot > 0 ? rest.slice(0, dot) : '';
  const value = dot > 0 ? rest.slice(dot + 1) : '';
  if (!column || !(FILTER_OPS as readonly string[]).includes(op)) {
    const parts = eq > 0 ? rest.split('.') : [segment];
    throw new FilterError(`Error parsing \`filter\` params: ${JSON.stringify(parts).replace(/","/g, '", "')}`);
  }
  if (op === 'in') {
    const m = /^\((.*)\)$/s.exec(value.trim());
    if (!m) throw new FilterError(`Error parsing \`filter\` params: ["in", ${JSON.stringify(value)}]`);
    return { column, op, negate, values: m[1]!.trim() === '' ? [] : splitTopLevel(m[1]!).map(unquote) };
  }
  return { column, op: op as FilterOp, negate, values: [unquote(value)] };
}

export function parseFilters(filter: string): Filter[] {
  const trimmed = filter.trim();
  if (trimmed === '') return [];
  return splitTopLevel(trimmed).map(parseSegment);
}

/** A filter bound to its column's type, with values normalised the way to_jsonb renders them. */
export interface BoundFilter extends Filter {
  category: string;
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

function likeRegex(pattern: string, insensitive: boolean): RegExp {
  let src = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\' && i + 1 < pattern.length) src += pattern[++i]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (ch === '%' || ch === '*')
      src += '.*'; // PostgREST also accepts `*` for `%`
    else if (ch === '_') src += '.';
    else src += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${src}$`, insensitive ? 'si' : 's');
}

function test(f: BoundFilter, value: unknown): boolean | null {
  if (f.op === 'is') {
    const want = f.values[0]?.toLowerCase();
    if (want === 'null') return value === null || value === undefined;
    if (want === 'true') return value === true;
    if (want === 'false') return value === false;
    return null;
  }
  // SQL semantics: a comparison with NULL is unknown, and unknown filters the row out.
  if (value === null || value === undefined) return null;
  switch (f.op) {
    case 'in':
      return f.normalized.some((n) => compare(value, n, f.category) === 0);
    case 'like':
    case 'ilike':
      return likeRegex(f.values[0] ?? '', f.op === 'ilike').test(
        typeof value === 'string' ? value : JSON.stringify(value),
      );
    default: {
      const c = compare(value, f.normalized[0], f.category);
      if (Number.isNaN(c)) return null;
      return { eq: c === 0, neq: c !== 0, lt: c < 0, lte: c <= 0, gt: c > 0, gte: c >= 0 }[f.op];
    }
  }
}

/**
 * Whether a row passes every filter (realtime.is_visible_through_filters): a filter on a column
 * the row image lacks (e.g. a DELETE without REPLICA IDENTITY FULL) makes it invisible.
 */
export function passesFilters(filters: BoundFilter[], row: Record<string, unknown> | null): boolean {
  if (filters.length === 0) return true;
  if (!row) return false;
  return filters.every((f) => {
    if (!(f.column in row)) return false;
    const r = test(f, row[f.column]);
    if (r === null) return false;
    return f.negate ? !r : r;
  });
}
