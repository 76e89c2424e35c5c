import { DiscoverView } from '@/features/discover';
import { FollowButton } from '@/features/follow';
import { NotificationsBellLink } from '@/features/notifications';

export function DiscoverRoute() {
  return (
    <DiscoverView
      renderFollowButton={(props) => <FollowButton {...props} />}
      headerActions={<NotificationsBellLink />}
    />
  );
}
