import { LazySearchBox } from './lazy-search-box';
import { SearchOverlayButton } from './search-overlay';

/** Inline search from the large breakpoint; the overlay button below it (issue 5). */
export function HomeSearch() {
  return (
    <>
      <div className="lg:hidden">
        <SearchOverlayButton />
      </div>
      <div className="hidden w-80 lg:block">
        <LazySearchBox variant="inline" />
      </div>
    </>
  );
}
