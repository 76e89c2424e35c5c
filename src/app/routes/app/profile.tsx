import { useLocation, useParams } from 'react-router-dom';
import { FollowButton } from '@/features/follow/components/follow-button';
import { ProfileView } from '@/features/profile/components/profile-view';
import { preloadProfileMoneyParts } from '@/app/layouts/money-slots';

/** /profile/@{username} and /profile/{username} (spec §2 Creator profile). */
export function ProfileRoute() {
  const { handle = '' } = useParams();
  const location = useLocation();
  return (
    <ProfileView
      // A new handle is a new screen: tab, bio and chat state start over.
      key={handle.toLowerCase()}
      handle={handle}
      navigationState={location.state}
      renderFollowButton={(props) => <FollowButton {...props} />}
    />
  );
}
// The boot's preload of this screen waits for its money parts too (the HTML preloads their chunks).
ProfileRoute.preload = preloadProfileMoneyParts;
