import { DiscoverView } from '@/features/discover';
import { FollowButton } from '@/features/follow';

export function DiscoverRoute() {
  return <DiscoverView renderFollowButton={(props) => <FollowButton {...props} />} />;
}
