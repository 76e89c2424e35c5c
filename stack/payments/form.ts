// Stripe's request encoding: application/x-www-form-urlencoded with bracketed keys, as stripe-node
// writes it (`line_items[0][price_data][currency]=eur`, `expand[0]=payment_intent`, `expand[]=x`).
import { paramError } from './errors.ts';

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

const MAX_PAIRS = 1000;
const MAX_DEPTH = 8;

const isObject = (v: FormValue | undefined): v is FormObject => typeof v === 'object' && !Array.isArray(v);

/** Plain objects without a prototype, so a key like `__proto__` is just a key. */
const emptyObject = (): FormObject => Object.create(null) as FormObject;

/** Parses a form body or query string into nested objects; `[n]` maps become arrays in index order. */
export function parseForm(text: string): FormObject {
  const root = emptyObject();
  let pairs = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++pairs > MAX_PAIRS) throw paramError.custom(undefined, `Too many parameters (more than ${MAX_PAIRS}).`);
    const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!m) throw paramError.unknown(key);
    const segments = [m[1]!, ...[...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((s) => s[1]!)];
    if (segments.length > MAX_DEPTH) throw paramError.unknown(key);
    insert(root, segments, value, key);
  }
  return arraysFromIndexes(root) as FormObject;
}

function insert(root: FormObject, segments: string[], value: string, key: string) {
  let node: FormObject = root;
  for (let i = 0; i < segments.length; i++) {
    let seg = segments[i]!;
    const last = i === segments.length - 1;
    if (seg === '') seg = String(Object.keys(node).length); // `x[]` appends
    const existing = node[seg];
    if (last) {
      if (existing !== undefined && typeof existing !== 'string') throw paramError.type(key, 'string');
      node[seg] = value;
      return;
    }
    if (existing === undefined) node[seg] = emptyObject();
    const next = node[seg];
    if (!isObject(next)) throw paramError.type(pathOf(segments.slice(0, i + 1)), 'hash');
    node = next;
  }
}

const pathOf = (segments: string[]) =>
  segments[0] +
  segments
    .slice(1)
    .map((s) => `[${s}]`)
    .join('');

function arraysFromIndexes(value: FormValue): FormValue {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = arraysFromIndexes(value[k]!);
  if (keys.length > 0 && keys.every((k) => /^(0|[1-9]\d{0,3})$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => value[k]!);
  }
  return value;
}

/** Canonical JSON of parsed params (keys sorted), to compare requests made with one idempotency key. */
export function canonical(value: FormValue): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k]!)}`).join(',')}}`;
}
