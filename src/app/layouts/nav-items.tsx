import type { ComponentType, ReactNode, SVGProps } from 'react';
import {
  BellIcon,
  ChatIcon,
  CompassIcon,
  HomeIcon,
  PhoneIcon,
  RepeatIcon,
  ShieldIcon,
  StarIcon,
  TrendingUpIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** Every destination the navigation offers; badges are handed in by id. */
export type NavId =
  | 'home'
  | 'discover'
  | 'notifications'
  | 'chats'
  | 'calls'
  | 'becomeCreator'
  | 'earnings'
  | 'following'
  | 'subscriptions'
  | 'wallet'
  | 'profile'
  | 'moderation';

export interface NavItem {
  id: NavId;
  label: string;
  to: string;
  /** A section of the screen at `to` (the link scrolls to it); the entry is current only there. */
  hash?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Highlight only on the exact path (Home would otherwise match everything). */
  end?: boolean;
}

/** Live badges (unread counts, balances) by entry, composed by the layout from the features. */
export type NavBadges = Readonly<Partial<Record<NavId, ReactNode>>>;

/** Who is looking: what the navigation offers depends on it. */
export interface NavViewer {
  isCreator: boolean;
  isModerator: boolean;
}

/** The creator's balance section of /wallet, below their earnings (routes/app/wallet.tsx). */
export const WALLET_BALANCE_HASH = '#balance';

const item = {
  home: { id: 'home', label: 'Home', to: paths.home, icon: HomeIcon, end: true },
  discover: { id: 'discover', label: 'Discover', to: paths.discover, icon: CompassIcon },
  notifications: { id: 'notifications', label: 'Notifications', to: paths.notifications, icon: BellIcon },
  chats: { id: 'chats', label: 'Chats', to: paths.chats, icon: ChatIcon },
  calls: { id: 'calls', label: 'Calls', to: paths.calls, icon: PhoneIcon },
  becomeCreator: { id: 'becomeCreator', label: 'Become a Creator', to: paths.becomeCreator, icon: StarIcon },
  // A creator's /wallet opens on their earnings (issue 28, m4).
  earnings: { id: 'earnings', label: 'Earnings', to: paths.wallet, icon: TrendingUpIcon },
  following: { id: 'following', label: 'Following', to: paths.following, icon: UsersIcon },
  subscriptions: { id: 'subscriptions', label: 'Subscriptions', to: paths.subscriptions, icon: RepeatIcon },
  wallet: { id: 'wallet', label: 'Wallet', to: paths.wallet, icon: WalletIcon },
  // Exact: another person's /profile/@handle is not the viewer's Profile (the side nav adds their own handle).
  profile: { id: 'profile', label: 'Profile', to: paths.profile, icon: UserIcon, end: true },
  moderation: { id: 'moderation', label: 'Moderation', to: paths.moderation, icon: ShieldIcon },
} as const satisfies Record<NavId, NavItem>;

/** For a creator the Wallet entry leads past their earnings to the spending balance. */
const walletFor = (viewer: NavViewer): NavItem =>
  viewer.isCreator ? { ...item.wallet, hash: WALLET_BALANCE_HASH } : item.wallet;

/** Where an entry's link goes. */
export const navTarget = (entry: NavItem) => ({ pathname: entry.to, hash: entry.hash ?? '' });

/**
 * Whether an entry whose path matches is the current one: an entry with a section only on that
 * section, one without only while no sibling with the same path claims the location's section
 * (a creator's Earnings and Wallet both open /wallet).
 */
export function isCurrentEntry(entry: NavItem, items: readonly NavItem[], hash: string): boolean {
  if (entry.hash) return hash === entry.hash;
  return !items.some((other) => other !== entry && other.to === entry.to && other.hash === hash && hash !== '');
}

/** What a creator has instead of "Become a Creator" (issue 28, m5). */
const creatorEntry = (viewer: NavViewer): NavItem => (viewer.isCreator ? item.earnings : item.becomeCreator);

/**
 * Spec §2 Side navigation, in its order, with what issue 28 adds: Subscriptions after Following,
 * Earnings in place of Become a Creator for creators, and Moderation last for moderators.
 */
export const sideNavItems = (viewer: NavViewer): NavItem[] => [
  item.home,
  item.discover,
  item.notifications,
  item.chats,
  creatorEntry(viewer),
  item.following,
  item.subscriptions,
  walletFor(viewer),
  item.profile,
  ...(viewer.isModerator ? [item.moderation] : []),
];

/** Spec §2: the small-screen bar has home, discover, calls, chats and settings (drawn separately). */
export const bottomNavItems: readonly NavItem[] = [item.home, item.discover, item.calls, item.chats];

/**
 * What the side navigation has and the bottom bar does not, on the phone's Settings tab (the avatar),
 * so each is two taps from anywhere: money first, then people, then what the viewer's role adds. The
 * own profile is the card above them.
 */
export const accountItems = (viewer: NavViewer): NavItem[] => [
  ...(viewer.isCreator ? [item.earnings] : []),
  walletFor(viewer),
  item.subscriptions,
  item.notifications,
  item.following,
  ...(viewer.isCreator ? [] : [item.becomeCreator]),
  ...(viewer.isModerator ? [item.moderation] : []),
];
