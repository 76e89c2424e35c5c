import { FollowButton } from '@/features/follow';
import { FollowingView } from '@/features/following';

export function FollowingRoute() {
  return <FollowingView renderFollowButton={(props) => <FollowButton {...props} />} />;
}
