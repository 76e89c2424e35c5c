import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-load';

/*
 * Search (its box, results and query) loads after Home's first paint, as its own chunk, instead of
 * adding to the first screen's JavaScript budget. The placeholder has the box's size, so nothing moves
 * when it arrives, and holds no field, so nothing typed can be lost.
 */
const placeholder = <div aria-hidden="true" className="h-10 rounded-full border border-control-edge bg-zinc-900" />;
const SearchBox = lazyPart(async () => (await import('./search-box')).SearchBox, placeholder);

export function LazySearchBox(props: ComponentProps<typeof SearchBox>) {
  return (
    <Suspense fallback={placeholder}>
      <SearchBox {...props} />
    </Suspense>
  );
}
