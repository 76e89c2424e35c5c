/** A cached row: anything with a string id (posts, people, comments). */
export type CacheItem = { id: string } & Record<string, unknown>;

function isItem(value: unknown): value is CacheItem {
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';
}

function mapList(list: unknown[], update: (item: CacheItem) => CacheItem): unknown[] {
  let changed = false;
  const next = list.map((entry) => {
    const patched = mapItems(entry, update);
    if (patched !== entry) changed = true;
    return patched;
  });
  return changed ? next : list;
}

/**
 * Applies `update` to every row in whatever shape a cache entry has (one row, a list, infinite
 * pages), returning the same reference when nothing changed, so untouched screens do not re-render.
 */
export function mapItems(data: unknown, update: (item: CacheItem) => CacheItem): unknown {
  if (Array.isArray(data)) return mapList(data, update);
  if (typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages)) {
    const pages = mapList(data.pages, update);
    return pages === data.pages ? data : { ...data, pages };
  }
  return isItem(data) ? update(data) : data;
}

/** `mapItems` for the one row with this id. */
export function patchItems(data: unknown, id: string, update: (item: CacheItem) => CacheItem): unknown {
  return mapItems(data, (item) => (item.id === id ? update(item) : item));
}
