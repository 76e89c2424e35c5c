import { Suspense } from 'react';
import { lazyPart } from '@/lib/lazy-load';
import type { NavBadges } from './nav-items';

/*
 * A badge shows nothing until its value arrives, so each loads after first paint as its own chunk
 * instead of adding to the first screen's JavaScript budget. Their values come with the shell's one
 * request (viewer_shell) and are kept live by the session's channels (`NotificationsLive`,
 * `ChatListLive`) and the money invalidations; the badges themselves open nothing.
 */
const NotificationsNavBadge = lazyPart(
  async () => (await import('@/features/notifications/components/notifications-nav-badge')).NotificationsNavBadge,
);
const ChatsNavBadge = lazyPart(async () => (await import('@/features/chat/components/chats-nav-badge')).ChatsNavBadge);
const WalletNavBadge = lazyPart(
  async () => (await import('@/features/wallet/components/wallet-nav-badge')).WalletNavBadge,
);
const EarningsNavBadge = lazyPart(
  async () => (await import('@/features/earnings/components/earnings-nav-badge')).EarningsNavBadge,
);

/** Badges at the end of a navigation row: the side navigation and the phone's Settings tab. */
export const rowBadges: NavBadges = {
  notifications: (
    <Suspense fallback={null}>
      <NotificationsNavBadge />
    </Suspense>
  ),
  chats: (
    <Suspense fallback={null}>
      <ChatsNavBadge />
    </Suspense>
  ),
  wallet: (
    <Suspense fallback={null}>
      <WalletNavBadge />
    </Suspense>
  ),
  earnings: (
    <Suspense fallback={null}>
      <EarningsNavBadge />
    </Suspense>
  ),
};

/** Badges over the bottom bar's icons. */
export const tabBadges: NavBadges = {
  chats: (
    <Suspense fallback={null}>
      <ChatsNavBadge placement="icon" />
    </Suspense>
  ),
};
