import type { ReactNode } from 'react';

/** What a list hands the route's Follow button (features do not import each other). */
export interface FollowSlotProps {
  userId: string;
  name: string;
  isFollowing: boolean;
  onFollowingChange: (isFollowing: boolean) => void;
  size: 'sm';
}

export type RenderFollowButton = (props: FollowSlotProps) => ReactNode;
