import { useId } from 'react';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { PRICE_FILTERS, type PriceFilter, useBrowseCreators } from '../api/browse-creators';
import { CreatorGrid } from './creator-rail';

interface PriceFilterResultsProps {
  filter: PriceFilter;
  myId: string;
  renderFollowButton: RenderFollowButton;
}

/** The creators a price filter keeps, in a grid (issue 28, review m13). */
export function PriceFilterResults({ filter, myId, renderFollowButton }: PriceFilterResultsProps) {
  const headingId = useId();
  const results = useBrowseCreators(filter);
  const { title } = PRICE_FILTERS[filter];
  return (
    <section aria-labelledby={headingId} className="border-t border-zinc-800 py-2">
      <h2 id={headingId} className="px-4 pt-3 pb-2 text-base font-bold text-white">
        {title}
      </h2>
      {results.isPending ? (
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} rows={3} />
      ) : results.isError ? (
        <QueryError what="creators" error={results.error} onRetry={results.refetch} />
      ) : results.data.length === 0 ? (
        <p className="px-4 py-6 text-sm text-zinc-400">No creators at this price yet. Try another filter.</p>
      ) : (
        <CreatorGrid label={title} creators={results.data} myId={myId} renderFollowButton={renderFollowButton} />
      )}
    </section>
  );
}
