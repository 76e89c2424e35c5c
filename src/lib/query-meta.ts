import type { FollowMeta } from './follow-cache';

/*
 * The one declaration of the tags a cached query may carry in `meta` (TanStack Query's Register
 * takes one `queryMeta` type, so the owners' tags are listed together here):
 * - `follows`: how it shows follow state (src/lib/follow-cache.ts);
 * - `entitlementSensitive` / `walletSensitive`: refreshed after a payment (src/lib/money-cache.ts).
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { follows?: FollowMeta; entitlementSensitive?: true; walletSensitive?: true };
  }
}
