import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { creatorFollow } from '../utils/creator-follow';
import type { CreatorCard as Creator } from '../api/creator-card';
import { CARD_BOX, CreatorCard } from './creator-card';

/** The rail's height whatever it holds (cards, placeholders, an empty or error text): CLS 0. */
// scroll-px: the snap points keep the rail's padding, so the first card is not flush with the edge.
const RAIL_BOX = 'flex min-h-[17rem] snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3';

export function RailMessage({ children }: { children: ReactNode }) {
  return <div className={`${RAIL_BOX} flex-col justify-center`}>{children}</div>;
}

export function CreatorRailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={`${RAIL_BOX} overflow-x-hidden`}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className={CARD_BOX} />
      ))}
    </div>
  );
}

interface CreatorRailProps {
  label: string;
  creators: Creator[];
  myId: string;
  renderFollowButton: RenderFollowButton;
}

/** A row of creator cards that scrolls sideways inside itself; the page never does. */
export function CreatorRail({ label, creators, myId, renderFollowButton }: CreatorRailProps) {
  return (
    <ul aria-label={label} className={RAIL_BOX}>
      {creators.map((creator) => (
        <li key={creator.id} className="flex">
          <CreatorCard creator={creator} follow={creatorFollow(creator, myId, renderFollowButton)} />
        </li>
      ))}
    </ul>
  );
}
