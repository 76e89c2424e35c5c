import type { ReactNode, Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { cn } from '@/utils/cn';
import { creatorFollow } from '../utils/creator-follow';
import type { CreatorCard as Creator } from '../api/creator-card';
import { CARD_BOX, CARD_WIDTH, CreatorCard } from './creator-card';

/** The rail's height whatever it holds (cards, placeholders, an empty or error text): CLS 0. */
// scroll-px: the snap points keep the rail's padding, so the first card is not flush with the edge.
const RAIL_BOX = 'flex min-h-[17.75rem] snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pt-1 pb-3';

export function RailMessage({ children }: { children: ReactNode }) {
  return <div className={`${RAIL_BOX} flex-col justify-center`}>{children}</div>;
}

export function CreatorRailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className={`${RAIL_BOX} overflow-x-hidden`}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className={cn(CARD_BOX, CARD_WIDTH)} />
      ))}
    </div>
  );
}

interface CreatorRailProps {
  label: string;
  creators: Creator[];
  myId: string;
  renderFollowButton: RenderFollowButton;
  /** The list element, for the section's previous / next buttons. */
  ref?: Ref<HTMLUListElement>;
}

/** A row of creator cards that scrolls sideways inside itself; the page never does. */
export function CreatorRail({ label, creators, myId, renderFollowButton, ref }: CreatorRailProps) {
  return (
    <ul ref={ref} aria-label={label} className={RAIL_BOX}>
      {creators.map((creator) => (
        <li key={creator.id} className="flex">
          <CreatorCard creator={creator} follow={creatorFollow(creator, myId, renderFollowButton)} />
        </li>
      ))}
    </ul>
  );
}

/** The same cards in a grid that wraps (a filter's results): two columns on a phone, three from `sm`. */
export function CreatorGrid({ label, creators, myId, renderFollowButton }: Omit<CreatorRailProps, 'ref'>) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 px-4 pt-1 pb-3 sm:grid-cols-3">
      {creators.map((creator) => (
        <li key={creator.id} className="flex min-w-0">
          <CreatorCard creator={creator} follow={creatorFollow(creator, myId, renderFollowButton)} isFluid />
        </li>
      ))}
    </ul>
  );
}
