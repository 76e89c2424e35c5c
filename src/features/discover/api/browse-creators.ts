import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { type CreatorCard, parseCreatorCards } from './creator-card';
import { discoverKeys } from './keys';

/**
 * Discover's price filters (issue 28, review m13). Velvet's prices are €4.99–€49.99 a month and it has
 * no free subscriptions or trials, so price is the filter the data carries.
 */
export const PRICE_FILTERS = {
  under10: { label: 'Under €10', title: 'Creators under €10 a month', min: null, max: 999 },
  from10: { label: '€10 and up', title: 'Creators from €10 a month', min: 1000, max: null },
} as const;
export type PriceFilter = keyof typeof PRICE_FILTERS;

/** How many a filter shows at most (the RPC's own cap is 50). */
export const BROWSE_LIMIT = 30;

/** The creators a price filter keeps, most followed first (`browse_creators`). */
export async function browseCreators(filter: PriceFilter): Promise<CreatorCard[]> {
  const { min, max } = PRICE_FILTERS[filter];
  return parseCreatorCards(
    unwrap(
      await supabase.rpc('browse_creators', {
        ...(min === null ? {} : { min_price_cents: min }),
        ...(max === null ? {} : { max_price_cents: max }),
        max_count: BROWSE_LIMIT,
      }),
    ),
  );
}

export const browseCreatorsQueryOptions = (filter: PriceFilter) =>
  queryOptions({
    queryKey: discoverKeys.browse(filter),
    queryFn: () => browseCreators(filter),
    // A follow shows Following in place, as in the other sections.
    meta: { follows: 'patch' },
  });

export const useBrowseCreators = (filter: PriceFilter | null) =>
  useQuery({ ...browseCreatorsQueryOptions(filter ?? 'under10'), enabled: filter !== null });
