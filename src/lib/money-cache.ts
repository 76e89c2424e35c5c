import type { QueryClient } from '@tanstack/react-query';

/*
 * Money changes what queries owned by other features show: a subscription or an unlock makes
 * locked media viewable in the feed, post detail, profile, video feed and chat; any payment moves
 * the wallet balance (side-nav badge, wallet, sheets). Features cannot import each other, so those
 * queries opt in with these `meta` tags and every payment refreshes what carries them.
 */

/** What the viewer may see changes when they subscribe, unlock or their subscription ends. */
export const ENTITLEMENT_SENSITIVE_META = { entitlementSensitive: true } as const;
/** The wallet balance and history change with every payment and top-up. */
export const WALLET_SENSITIVE_META = { walletSensitive: true } as const;

export function invalidateWallet(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.['walletSensitive'] === true });
}

/** After a subscription or an unlock: locked media everywhere and the wallet. */
export function invalidateEntitlements(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ predicate: (query) => query.meta?.['entitlementSensitive'] === true }),
    invalidateWallet(queryClient),
  ]);
}
