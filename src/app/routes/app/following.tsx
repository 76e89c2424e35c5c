import { FollowButton } from '@/features/follow/components/follow-button';
import { FollowingView } from '@/features/following/components/following-view';

export function FollowingRoute() {
  return <FollowingView renderFollowButton={(props) => <FollowButton {...props} />} />;
}
