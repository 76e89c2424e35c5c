import type { ComponentType, SVGProps } from 'react';
import {
  BellIcon,
  ChatIcon,
  CompassIcon,
  HomeIcon,
  PhoneIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Highlight only on the exact path (Home would otherwise match everything). */
  end?: boolean;
  badge?: string;
}

/** Spec §2 Side navigation: these entries, in this order. */
export const sideNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: HomeIcon, end: true },
  { label: 'Discover', to: paths.discover, icon: CompassIcon },
  { label: 'Notifications', to: paths.notifications, icon: BellIcon },
  { label: 'Chats', to: paths.chats, icon: ChatIcon },
  { label: 'Become a Creator', to: paths.becomeCreator, icon: StarIcon },
  { label: 'Following', to: paths.following, icon: UsersIcon },
  // The badge is the live balance (issue 13 §7), composed by the protected layout.
  { label: 'Wallet', to: paths.wallet, icon: WalletIcon },
  // Exact: another person's /profile/@handle is not the viewer's Profile (the side nav adds their own handle).
  { label: 'Profile', to: paths.profile, icon: UserIcon, end: true },
];

/** Spec §2: the small-screen bar has home, discover, calls, chats and settings (drawn separately). */
export const bottomNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: HomeIcon, end: true },
  { label: 'Discover', to: paths.discover, icon: CompassIcon },
  { label: 'Calls', to: paths.calls, icon: PhoneIcon },
  { label: 'Chats', to: paths.chats, icon: ChatIcon },
];
