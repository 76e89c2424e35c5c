import type { ReactNode } from 'react';
import type { RenderFollowButton } from '@/lib/follow-cache';

/** The small Follow button for a creator in Discover's lists; none on your own card. */
export function creatorFollow(
  creator: { id: string; name: string; is_following: boolean },
  myId: string,
  renderFollowButton: RenderFollowButton,
): ReactNode {
  if (creator.id === myId) return null;
  return renderFollowButton({ userId: creator.id, name: creator.name, isFollowing: creator.is_following, size: 'sm' });
}
