// Responses as Stripe builds them: `expand[]` replaces ids with objects, lists are
// `{ object: 'list', data, has_more, url }` newest first with cursor pagination.
import type { Core } from './core.ts';
import { paramError, resourceMissing } from './errors.ts';
import type { Json } from './objects.ts';

type JsonObject = { [key: string]: Json };

const EXPANDABLE: Record<string, readonly string[]> = {
  'checkout.session': ['payment_intent', 'line_items'],
  payment_intent: ['latest_charge'],
  charge: ['payment_intent', 'refunds'],
  refund: ['charge', 'payment_intent'],
  dispute: ['charge', 'payment_intent'],
};

const clone = (v: object) => structuredClone(v) as JsonObject;

function byId(core: Core, id: string): object | undefined {
  const s = core.store;
  return s.paymentIntents.get(id) ?? s.charges.get(id) ?? s.refunds.get(id) ?? s.disputes.get(id) ?? s.sessions.get(id);
}

function expandOne(core: Core, value: JsonObject, segments: string[], param: string) {
  const [head, ...rest] = segments as [string, ...string[]];
  const kind = typeof value.object === 'string' ? value.object : '';
  if (!EXPANDABLE[kind]?.includes(head)) throw paramError.custom(param, `This property cannot be expanded (${head}).`);
  if (kind === 'checkout.session' && head === 'line_items') {
    const items = core.store.lineItems.get(String(value.id)) ?? [];
    value.line_items = list(items, `/v1/checkout/sessions/${String(value.id)}/line_items`, 10);
    return;
  }
  if (kind === 'charge' && head === 'refunds') {
    const refunds = [...core.store.refunds.values()].filter((r) => r.charge === value.id).reverse();
    value.refunds = list(refunds, `/v1/charges/${String(value.id)}/refunds`, 10);
    return;
  }
  const current = value[head];
  if (typeof current === 'string') {
    const found = byId(core, current);
    if (found) value[head] = clone(found);
  }
  const next = value[head];
  if (rest.length > 0 && next && typeof next === 'object' && !Array.isArray(next)) expandOne(core, next, rest, param);
}

/** The object as JSON with `expand` paths applied (`payment_intent.latest_charge` nests). */
export function render(core: Core, object: object, expand: readonly string[]): JsonObject {
  const out = clone(object);
  expand.forEach((path, i) => expandOne(core, out, path.split('.'), `expand[${i}]`));
  return out;
}

function list(items: readonly object[], url: string, limit: number) {
  return { object: 'list', data: items.slice(0, limit).map(clone), has_more: items.length > limit, url } as JsonObject;
}

export interface ListOptions {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

/** A page of `items` (already newest first); `data.x` expands each element. */
export function renderList(
  core: Core,
  items: ReadonlyArray<{ id: string }>,
  url: string,
  options: ListOptions,
  expand: readonly string[],
  objectName: string,
): JsonObject {
  let page = items;
  if (options.startingAfter) {
    const i = items.findIndex((x) => x.id === options.startingAfter);
    if (i < 0) throw resourceMissing(objectName, options.startingAfter, 'starting_after');
    page = items.slice(i + 1);
  } else if (options.endingBefore) {
    const i = items.findIndex((x) => x.id === options.endingBefore);
    if (i < 0) throw resourceMissing(objectName, options.endingBefore, 'ending_before');
    page = items.slice(Math.max(0, i - options.limit), i);
  }
  const hasMore = options.endingBefore ? items.indexOf(page[0]!) > 0 : page.length > options.limit;
  const data = page.slice(0, options.limit).map((item) => {
    const paths = expand.filter((p) => p.startsWith('data.')).map((p) => p.slice(5));
    return render(core, item, paths);
  });
  for (const [i, path] of expand.entries())
    if (!path.startsWith('data.'))
      throw paramError.custom(`expand[${i}]`, `This property cannot be expanded (${path}).`);
  return { object: 'list', data, has_more: hasMore, url };
}

/** Newest first, the order of every Stripe list. */
export const newestFirst = <T>(values: Iterable<T>) => [...values].reverse();
