import { useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/ui/coming-soon';
import {
  BellIcon,
  ChatIcon,
  CompassIcon,
  PhoneIcon,
  StarIcon,
  UserIcon,
  UsersIcon,
  VideoIcon,
  WalletIcon,
} from '@/components/ui/icons';
import { paths } from '@/config/paths';

/*
 * Screens other features are building. Each says plainly what it will hold, so nothing in the
 * navigation leads to a blank page.
 */

export function DiscoverRoute() {
  return (
    <ComingSoon title="Discover" icon={<CompassIcon className="size-7" />}>
      Find creators to follow, browse what is popular and search for people and posts.
    </ComingSoon>
  );
}

export function NotificationsRoute() {
  return (
    <ComingSoon title="Notifications" icon={<BellIcon className="size-7" />}>
      New followers, likes, comments and messages will be listed here.
    </ComingSoon>
  );
}

export function ChatsRoute() {
  return (
    <ComingSoon title="Chats" icon={<ChatIcon className="size-7" />}>
      Your one-to-one conversations with creators and fans will be listed here.
    </ComingSoon>
  );
}

export function ChatRoute() {
  return (
    <ComingSoon title="Chat" icon={<ChatIcon className="size-7" />} backTo={paths.chats}>
      This conversation will open here, with text, emoji, photos, videos and voice messages.
    </ComingSoon>
  );
}

export function CallsRoute() {
  return (
    <ComingSoon title="Calls" icon={<PhoneIcon className="size-7" />}>
      Your call history will be listed here.
    </ComingSoon>
  );
}

export function FollowingRoute() {
  return (
    <ComingSoon title="Following" icon={<UsersIcon className="size-7" />}>
      The creators you follow will be listed here.
    </ComingSoon>
  );
}

export function VideosRoute() {
  return (
    <ComingSoon title="Videos" icon={<VideoIcon className="size-7" />}>
      A full-screen feed of short videos from creators.
    </ComingSoon>
  );
}

export function ProfileRoute() {
  const { handle = '' } = useParams();
  return (
    <ComingSoon title={handle.startsWith('@') ? handle : `@${handle}`} icon={<UserIcon className="size-7" />}>
      Profiles with posts, media and subscriptions are coming soon.
    </ComingSoon>
  );
}

export function PostRoute() {
  return (
    <ComingSoon title="Post" icon={<UserIcon className="size-7" />}>
      Single posts with their comments and replies are coming soon.
    </ComingSoon>
  );
}

export function WalletRoute() {
  return (
    <ComingSoon title="Wallet" icon={<WalletIcon className="size-7" />}>
      Your balance (0.00 for now), the tips and subscriptions you paid or earned, and payouts to your bank account will
      live here once payments launch.
    </ComingSoon>
  );
}

export function BecomeCreatorRoute() {
  return (
    <ComingSoon title="Become a Creator" icon={<StarIcon className="size-7" />}>
      Apply to become a creator: verify your identity, set a monthly subscription price and start earning from
      subscriptions, tips and paid posts. Applications open soon.
    </ComingSoon>
  );
}
