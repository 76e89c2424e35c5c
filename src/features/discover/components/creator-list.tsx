import { ProfileRow } from '@/components/ui/profile-row';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { creatorFollow } from '../utils/creator-follow';
import type { ProfileCard } from '@/lib/schemas/profile-card';
import { formatCompactNumber } from '@/utils/format';

const followers = (count: number) => `${formatCompactNumber(count)} ${count === 1 ? 'follower' : 'followers'}`;

interface CreatorListProps {
  label: string;
  creators: ProfileCard[];
  myId: string;
  renderFollowButton: RenderFollowButton;
}

export function CreatorList({ label, creators, myId, renderFollowButton }: CreatorListProps) {
  return (
    <ul aria-label={label} className="divide-y divide-zinc-900">
      {creators.map((creator) => (
        <li key={creator.id}>
          <ProfileRow
            person={creator}
            detail={followers(creator.followers_count)}
            action={creatorFollow(creator, myId, renderFollowButton)}
          />
        </li>
      ))}
    </ul>
  );
}
