// Reads one endpoint's parameters the way Stripe validates them: typed getters that raise Stripe's
// parameter errors, and `done()` refusing whatever the endpoint does not know (`parameter_unknown`).
import { paramError } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

export type Metadata = Record<string, string>;

interface StringOptions {
  required?: boolean;
  maxLength?: number;
}

export class Params {
  private readonly used = new Set<string>();

  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  static of(value: FormValue | undefined, prefix: string): Params {
    if (value === undefined) return new Params(Object.create(null) as FormObject, prefix);
    if (typeof value === 'string' || Array.isArray(value)) throw paramError.type(prefix, 'hash');
    return new Params(value, prefix);
  }

  path(key: string) {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string) {
    return this.values[key] !== undefined;
  }

  private take(key: string): FormValue | undefined {
    this.used.add(key);
    return this.values[key];
  }

  /** A string param; `''` is refused (Stripe reads an empty value as "unset", which these cannot be). */
  string(key: string, options: StringOptions & { required: true }): string;
  string(key: string, options?: StringOptions): string | undefined;
  string(key: string, options: StringOptions = {}): string | undefined {
    const v = this.take(key);
    if (v === undefined) {
      if (options.required) throw paramError.missing(this.path(key));
      return undefined;
    }
    if (typeof v !== 'string') throw paramError.type(this.path(key), 'string');
    if (v === '') throw paramError.empty(this.path(key));
    if (options.maxLength !== undefined && v.length > options.maxLength)
      throw paramError.tooLong(this.path(key), options.maxLength);
    return v;
  }

  integer(key: string, options: { required: true; min?: number; max?: number }): number;
  integer(key: string, options?: { required?: boolean; min?: number; max?: number }): number | undefined;
  integer(key: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const v = this.string(key, { required: options.required });
    if (v === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(v.trim())) throw paramError.integer(this.path(key), v);
    const n = Number(v.trim());
    if (options.min !== undefined && n < options.min)
      throw paramError.range(this.path(key), `This value must be greater than or equal to ${options.min}.`);
    if (options.max !== undefined && n > options.max)
      throw paramError.range(this.path(key), `This value must be less than or equal to ${options.max}.`);
    return n;
  }

  boolean(key: string): boolean | undefined {
    const v = this.string(key);
    if (v === undefined) return undefined;
    if (v === 'true') return true;
    if (v === 'false') return false;
    throw paramError.boolean(this.path(key), v);
  }

  oneOf<T extends string>(key: string, values: readonly T[], required = false): T | undefined {
    const v = this.string(key, { required });
    if (v === undefined) return undefined;
    if (!(values as readonly string[]).includes(v)) throw paramError.oneOf(this.path(key), values);
    return v as T;
  }

  /** An absolute http(s) URL, as Stripe requires for success_url, cancel_url and webhook endpoints. */
  url(key: string, required = false): string | undefined {
    const v = this.string(key, { required, maxLength: 5000 });
    if (v === undefined) return undefined;
    let parsed: URL;
    try {
      // `{CHECKOUT_SESSION_ID}` is a template, not part of the URL Stripe checks.
      parsed = new URL(v.replaceAll('{CHECKOUT_SESSION_ID}', 'x'));
    } catch {
      throw paramError.url(this.path(key));
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw paramError.url(this.path(key));
    return v;
  }

  email(key: string): string | undefined {
    const v = this.string(key, { maxLength: 800 });
    if (v === undefined) return undefined;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) throw paramError.email(this.path(key), v);
    return v;
  }

  /** Up to 50 keys of 40 characters, values up to 500; an empty value (or `metadata=`) unsets. */
  metadata(key = 'metadata'): Metadata | undefined {
    const v = this.take(key);
    if (v === undefined) return undefined;
    const param = this.path(key);
    if (v === '') return {};
    if (typeof v === 'string') throw paramError.type(param, 'hash');
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    const out: Metadata = {};
    for (const [k, value] of entries) {
      if (typeof value !== 'string') throw paramError.type(`${param}[${k}]`, 'string');
      if (k.length > 40) throw paramError.custom(`${param}[${k}]`, 'Metadata keys can have up to 40 characters.');
      if (value.length > 500)
        throw paramError.custom(
          `${param}[${k}]`,
          `Metadata values can have up to 500 characters, but you passed in a value that is ${value.length} characters.`,
        );
      if (value !== '') out[k] = value;
    }
    if (Object.keys(out).length > 50) throw paramError.custom(param, 'Metadata can have up to 50 keys.');
    return out;
  }

  /** A nested hash param. */
  object(key: string, required = false): Params | undefined {
    const v = this.take(key);
    if (v === undefined) {
      if (required) throw paramError.missing(this.path(key));
      return undefined;
    }
    return Params.of(v, this.path(key));
  }

  /** An array of hashes (`line_items[0][…]`). */
  objects(key: string, required = false): Params[] | undefined {
    const v = this.take(key);
    if (v === undefined || v === '') {
      if (required) throw paramError.missing(this.path(key));
      return undefined;
    }
    if (!Array.isArray(v)) throw paramError.type(this.path(key), 'array');
    return v.map((item, i) => Params.of(item, `${this.path(key)}[${i}]`));
  }

  /** An array of strings (`expand[0]=…`, `enabled_events[]=…`). */
  strings(key: string, required = false): string[] | undefined {
    const v = this.take(key);
    if (v === undefined) {
      if (required) throw paramError.missing(this.path(key));
      return undefined;
    }
    if (typeof v === 'string') return v === '' ? [] : [v];
    if (!Array.isArray(v)) throw paramError.type(this.path(key), 'array');
    return v.map((item, i) => {
      if (typeof item !== 'string') throw paramError.type(`${this.path(key)}[${i}]`, 'string');
      return item;
    });
  }

  expand(): string[] {
    return this.strings('expand') ?? [];
  }

  /** Ignores a param the sandbox accepts but does not act on. */
  accept(...keys: string[]) {
    for (const k of keys) this.used.add(k);
  }

  /** Refuses any param no getter read, with Stripe's `parameter_unknown`. */
  done() {
    for (const key of Object.keys(this.values)) {
      if (!this.used.has(key)) throw paramError.unknown(this.path(key));
    }
  }
}

/** Pagination of list endpoints: `limit` (1–100, default 10), `starting_after`, `ending_before`. */
export function listParams(p: Params) {
  const limit = p.integer('limit', { min: 1, max: 100 }) ?? 10;
  const startingAfter = p.string('starting_after');
  const endingBefore = p.string('ending_before');
  p.expand();
  return { limit, startingAfter, endingBefore };
}
