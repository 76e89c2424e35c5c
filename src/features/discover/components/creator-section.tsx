import { useId } from 'react';
import { QueryError } from '@/components/ui/query-error';
import type { RenderFollowButton } from '@/lib/follow-cache';
import type { CreatorCard } from '../api/creator-card';
import { CreatorRail, CreatorRailSkeleton, RailMessage } from './creator-rail';

/** A section's state: still loading, failed (with a retry), or the creators to show. */
export type SectionState =
  | { status: 'pending' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'success'; creators: CreatorCard[] };

interface CreatorSectionProps {
  title: string;
  emptyText: string;
  state: SectionState;
  myId: string;
  renderFollowButton: RenderFollowButton;
}

/** A titled rail of creators with its loading, error and empty states, all the same height. */
export function CreatorSection({ title, emptyText, state, myId, renderFollowButton }: CreatorSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-zinc-800 py-2">
      <h2 id={headingId} className="px-4 pt-3 pb-2 text-base font-bold text-white">
        {title}
      </h2>
      {state.status === 'pending' ? (
        <CreatorRailSkeleton label={`Loading ${title.toLowerCase()}`} />
      ) : state.status === 'error' ? (
        <RailMessage>
          <QueryError what={title.toLowerCase()} error={state.error} onRetry={state.retry} className="py-3" />
        </RailMessage>
      ) : state.creators.length === 0 ? (
        <RailMessage>
          <p className="text-sm text-zinc-400">{emptyText}</p>
        </RailMessage>
      ) : (
        <CreatorRail label={title} creators={state.creators} myId={myId} renderFollowButton={renderFollowButton} />
      )}
    </section>
  );
}
