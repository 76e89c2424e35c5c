import { DiscoverView } from '@/features/discover/components/discover-view';
import { FollowButton } from '@/features/follow/components/follow-button';
import { NotificationsBellLink } from '@/features/notifications/components/notifications-bell-link';

export function DiscoverRoute() {
  return (
    <DiscoverView
      renderFollowButton={(props) => <FollowButton {...props} />}
      headerActions={<NotificationsBellLink />}
    />
  );
}
