import { ProfileRow } from '@/components/ui/profile-row';
import { usePatchDiscoverFollow } from '../api/patch-follow';
import type { CreatorCard } from '../api/schemas';
import type { RenderFollowButton } from './types';

const followers = (count: number) =>
  `${new Intl.NumberFormat(undefined, { notation: 'compact' }).format(count)} ${count === 1 ? 'follower' : 'followers'}`;

interface CreatorListProps {
  label: string;
  creators: CreatorCard[];
  myId: string;
  renderFollowButton: RenderFollowButton;
}

export function CreatorList({ label, creators, myId, renderFollowButton }: CreatorListProps) {
  const patchFollow = usePatchDiscoverFollow();
  return (
    <ul aria-label={label} className="divide-y divide-zinc-900">
      {creators.map((creator) => (
        <li key={creator.id}>
          <ProfileRow
            person={creator}
            detail={followers(creator.followers_count)}
            action={
              creator.id === myId
                ? null
                : renderFollowButton({
                    userId: creator.id,
                    name: creator.name,
                    isFollowing: creator.is_following,
                    onFollowingChange: (isFollowing) => patchFollow(creator.id, isFollowing),
                    size: 'sm',
                  })
            }
          />
        </li>
      ))}
    </ul>
  );
}
