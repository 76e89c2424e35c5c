/**
 * Elixir's `inspect/2` (1.18) for the few terms Realtime puts in its postgres_changes error texts:
 * strings, nil, integers, lists and tuples. Realtime logs filters with `inspect(value, pretty: true)`,
 * which breaks lines at 80 columns, so this carries a small copy of Inspect.Algebra's layout
 * (groups, nests, strict and flex breaks) to reproduce its texts byte for byte.
 */
export class Tuple {
  constructor(readonly items: Term[]) {}
}
export type Term = string | number | null | Term[] | Tuple;

type Doc =
  | string
  | { k: 'cons'; a: Doc; b: Doc }
  | { k: 'nest'; doc: Doc; indent: number }
  | { k: 'break'; s: string; flex: boolean }
  | { k: 'group'; doc: Doc };

const cons = (a: Doc, b: Doc): Doc => ({ k: 'cons', a, b });
const nest = (doc: Doc, indent: number): Doc => ({ k: 'nest', doc, indent });
const group = (doc: Doc): Doc => ({ k: 'group', doc });
const glue = (a: Doc, s: string, b: Doc): Doc => cons(a, cons({ k: 'break', s, flex: false }, b));
const flexGlue = (a: Doc, b: Doc): Doc => cons(a, cons({ k: 'break', s: ' ', flex: true }, b));
const width = (s: string) => Buffer.byteLength(s);

/** Inspect.Opts defaults: `limit: 50` items, `printable_limit: 4096` characters. */
const LIMIT = 50;
const PRINTABLE_LIMIT = 4096;

const SIMPLE_ESCAPES: Record<number, string> = {
  7: '\\a',
  8: '\\b',
  127: '\\d',
  27: '\\e',
  12: '\\f',
  10: '\\n',
  13: '\\r',
  9: '\\t',
  11: '\\v',
  92: '\\\\',
};
const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');
/** Invisible or direction-changing characters Elixir shows as `\uXXXX` (Code.Identifier.escape_char). */
const SHOWN_AS_UNICODE = (c: number) =>
  c === 0xfeff ||
  (c >= 0x2061 && c <= 0x2064) ||
  [0x061c, 0x200e, 0x200f, 0x200c, 0x200d, 0x034f, 0x00a0, 0x200b, 0x2060, 0x2028, 0x2029, 0x205f].includes(c) ||
  (c >= 0x202a && c <= 0x202e) ||
  (c >= 0x2066 && c <= 0x2069) ||
  (c >= 0xfff9 && c <= 0xfffc) ||
  (c >= 0x2000 && c <= 0x200a);

const isPrintableChar = (c: number) =>
  (c >= 0x20 && c <= 0x7e) ||
  [10, 13, 9, 11, 8, 12, 27, 127, 7].includes(c) ||
  (c >= 0xa0 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff);

function escapeChar(c: number): string {
  if (c === 0) return '\\0';
  if (SHOWN_AS_UNICODE(c)) return `\\u${hex(c, 4)}`;
  if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || c >= 0x10000)
    return String.fromCodePoint(c);
  return c < 0x100 ? `\\x${hex(c, 2)}` : `\\x{${hex(c, c < 0x10000 ? 4 : 6)}}`;
}

/** A string as Inspect.BitString renders it: quoted and escaped, or as bytes if not printable. */
function stringDoc(s: string, limit: number): Doc {
  const chars = [...s];
  const printable = chars.slice(0, PRINTABLE_LIMIT).every((ch) => isPrintableChar(ch.codePointAt(0)!));
  if (!printable) return bytesDoc(Buffer.from(s, 'utf8'), limit);
  let out = '';
  let count = 0;
  let i = 0;
  for (; i < chars.length && count < PRINTABLE_LIMIT; i++, count++) {
    const c = chars[i]!.codePointAt(0)!;
    if (c === 34) out += '\\"';
    else if (c === 35 && chars[i + 1] === '{') {
      out += '\\#{';
      i++;
    } else out += SIMPLE_ESCAPES[c] ?? escapeChar(c);
  }
  return i < chars.length ? `"${out}" <> ...` : `"${out}"`;
}

function bytesDoc(bytes: Buffer, limit: number): Doc {
  const each = (at: number, counter: number): Doc => {
    if (counter === 0) return '...';
    if (at === bytes.length - 1) return String(bytes[at]);
    return flexGlue(cons(String(bytes[at]), ','), each(at + 1, counter - 1));
  };
  return group(cons(cons('<<', nest(each(0, limit), 2)), '>>'));
}

const simple = (doc: Doc): boolean => typeof doc === 'string' || (doc.k === 'cons' && simple(doc.a) && simple(doc.b));

/** Inspect.Algebra.container_doc: lists break strictly (`:maybe`), tuples flexibly. */
function containerDoc(left: string, items: Term[], right: string, limit: number, flexible: boolean): Doc {
  if (items.length === 0) return left + right;
  const docs: Doc[] = [];
  let remaining = limit;
  for (const item of items) {
    if (remaining === 0) {
      docs.push('...');
      break;
    }
    remaining--;
    docs.push(toDoc(item, remaining));
  }
  const flex = flexible || docs.every(simple);
  const joined = docs.reduceRight((acc, doc) =>
    flex ? flexGlue(cons(doc, ','), acc) : glue(cons(doc, ','), ' ', acc),
  );
  return flex
    ? group(cons(cons(left, nest(joined, 1)), right))
    : group(glue(nest(glue(left, '', joined), 2), '', right));
}

function toDoc(term: Term, limit: number): Doc {
  if (term === null) return 'nil';
  if (typeof term === 'number') return String(term);
  if (typeof term === 'string') return stringDoc(term, limit);
  if (term instanceof Tuple) return containerDoc('{', term.items, '}', limit, true);
  return containerDoc('[', term, ']', limit, false);
}

type Mode = 'flat' | 'break';
type Entry = { i: number; m: Mode; doc: Doc } | { tail: boolean };

/** Inspect.Algebra.fits/4; `stack` holds the entries still to lay out, the next one last. */
function fits(w: number, k: number, b: boolean, stack: Entry[]): boolean {
  for (;;) {
    if (k > w && b) return false;
    const e = stack.pop();
    if (!e) return true;
    if ('tail' in e) {
      b = e.tail;
      continue;
    }
    const { i, m, doc } = e;
    if (typeof doc === 'string') k += width(doc);
    else if (doc.k === 'break') {
      if (m === 'break') return true;
      k += width(doc.s);
      b = true;
    } else if (doc.k === 'group') stack.push({ tail: b }, { i, m: m === 'break' ? 'flat' : m, doc: doc.doc });
    else if (doc.k === 'nest') stack.push({ i: i + doc.indent, m, doc: doc.doc });
    else stack.push({ i, m, doc: doc.b }, { i, m, doc: doc.a });
  }
}

/** Inspect.Algebra.format/2. */
function format(doc: Doc, w: number): string {
  let out = '';
  let k = 0;
  const stack: Entry[] = [{ i: 0, m: 'flat', doc }];
  for (let e = stack.pop(); e; e = stack.pop()) {
    if ('tail' in e) continue;
    const { i, m, doc: d } = e;
    if (typeof d === 'string') {
      out += d;
      k += width(d);
    } else if (d.k === 'cons') stack.push({ i, m, doc: d.b }, { i, m, doc: d.a });
    else if (d.k === 'nest') stack.push({ i: i + d.indent, m, doc: d.doc });
    else if (d.k === 'group') {
      const mode = fits(w, k, false, [{ i, m: 'flat', doc: d.doc }]) ? 'flat' : 'break';
      stack.push({ i, m: mode, doc: d.doc });
    } else if (d.flex) {
      const after = k + width(d.s);
      if (m === 'flat' || fits(w, after, true, [...stack])) {
        out += d.s;
        k = after;
      } else {
        out += `\n${' '.repeat(i)}`;
        k = i;
      }
    } else if (m === 'break') {
      out += `\n${' '.repeat(i)}`;
      k = i;
    } else {
      out += d.s;
      k += width(d.s);
    }
  }
  return out;
}

/** `inspect(term)`, or `inspect(term, pretty: true)` (80 columns) when `pretty`. */
export function inspect(term: Term, pretty = false): string {
  return format(group(toDoc(term, LIMIT)), pretty ? 80 : Infinity);
}
