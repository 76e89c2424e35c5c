import { type ReactNode, useState } from 'react';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { RenderFollowButton } from '@/lib/follow-cache';
import type { UseQueryResult } from '@tanstack/react-query';
import { PRICE_FILTERS, type PriceFilter } from '../api/browse-creators';
import type { CreatorCard } from '../api/creator-card';
import { useNewestCreators } from '../api/get-newest-creators';
import { useSuggestedCreators } from '../api/get-suggested-creators';
import { NEWEST_LIMIT } from '../api/keys';
import { withoutRepeats } from '../utils/without-repeats';
import { CreatorSearch } from './creator-search';
import { CreatorSection, type SectionState } from './creator-section';
import { PriceFilterResults } from './price-filter-results';
import { VideoFeedEntry } from './video-feed-entry';

interface DiscoverViewProps {
  renderFollowButton: RenderFollowButton;
  /** Extra header controls composed by the route (e.g. a notifications bell on small screens). */
  headerActions?: ReactNode;
}

const stateOf = (query: UseQueryResult<CreatorCard[]>): SectionState =>
  query.isPending
    ? { status: 'pending' }
    : query.isError
      ? { status: 'error', error: query.error, retry: () => void query.refetch() }
      : { status: 'success', creators: query.data };

/**
 * Newest leaves out the creators Suggested shows (issue 14 §10), so it waits for Suggested; if
 * Suggested failed there is nothing to leave out.
 */
function newestState(newest: UseQueryResult<CreatorCard[]>, suggested: UseQueryResult<CreatorCard[]>): SectionState {
  const state = stateOf(newest);
  if (state.status !== 'success') return state;
  if (suggested.isPending) return { status: 'pending' };
  return { status: 'success', creators: withoutRepeats(state.creators, suggested.data ?? [], NEWEST_LIMIT) };
}

const priceChips = [
  { value: 'all' as const, label: 'All creators' },
  ...(Object.keys(PRICE_FILTERS) as PriceFilter[]).map((value) => ({ value, label: PRICE_FILTERS[value].label })),
];

/**
 * Where the app shell shows its Suggested Creators panel beside Discover (xl), Discover's own
 * Suggested section would repeat it (issue 28, review m13), so it steps aside; wherever the panel is
 * not shown (phones, or a shell without it) the section is there. Keyed to the panel's landmark name.
 */
const besideSuggestionsPanel = "xl:[body:has(aside[aria-label='Suggested_Creators'])_&]:hidden";

/** Discover (/discover): search, the video feed, a price filter, suggested and newest creators. */
export function DiscoverView({ renderFollowButton, headerActions }: DiscoverViewProps) {
  const user = useUser();
  const newest = useNewestCreators();
  // Newest's one request brings the suggestions too when they are not fresh, so Suggested waits
  // for it instead of asking on its own (issue 14 §11).
  const suggested = useSuggestedCreators(!newest.isFetching);
  const [price, setPrice] = useState<PriceFilter | 'all'>('all');
  return (
    <>
      <PageHeader title="Discover" backTo={paths.home} backOnSmallOnly actions={headerActions} />
      <CreatorSearch myId={user.id} renderFollowButton={renderFollowButton} />
      <VideoFeedEntry />
      <FilterChips
        label="Filter creators by price"
        items={priceChips}
        value={price}
        onChange={setPrice}
        className="px-4 pt-1 pb-3"
      />
      {price === 'all' ? (
        <>
          <CreatorSection
            title="Suggested creators"
            emptyText="You already follow every creator we would suggest. Try the search."
            state={stateOf(suggested)}
            myId={user.id}
            renderFollowButton={renderFollowButton}
            className={besideSuggestionsPanel}
          />
          <CreatorSection
            title="Newest creators"
            emptyText="No creators yet."
            state={newestState(newest, suggested)}
            myId={user.id}
            renderFollowButton={renderFollowButton}
          />
        </>
      ) : (
        <PriceFilterResults filter={price} myId={user.id} renderFollowButton={renderFollowButton} />
      )}
    </>
  );
}
