import { useId, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightSmallIcon } from '@/components/ui/action-icons';
import { QueryError } from '@/components/ui/query-error';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { cn } from '@/utils/cn';
import type { CreatorCard } from '../api/creator-card';
import { useRailScroll } from '../hooks/use-rail-scroll';
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
  className?: string;
}

const arrow =
  'flex size-8 items-center justify-center rounded-full border border-control-edge text-zinc-300 hover:bg-zinc-800 hover:text-white aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * A titled rail of creators with its loading, error and empty states, all the same height. From `lg`
 * (a mouse, no swipe) previous / next buttons beside the title scroll it (issue 28, review m13); on a
 * phone a swipe does.
 */
export function CreatorSection({ title, emptyText, state, myId, renderFollowButton, className }: CreatorSectionProps) {
  const headingId = useId();
  const railRef = useRef<HTMLUListElement>(null);
  const creators = state.status === 'success' ? state.creators : [];
  const rail = useRailScroll(railRef, creators.length);
  const what = title.toLowerCase();
  return (
    <section aria-labelledby={headingId} className={cn('border-t border-zinc-800 py-2', className)}>
      {/* As tall as with the arrows (2rem + padding) before they appear, so nothing moves (CLS 0). */}
      <div className="flex min-h-[3.25rem] items-center justify-between gap-3 px-4 pt-3 pb-2">
        <h2 id={headingId} className="text-base font-bold text-white">
          {title}
        </h2>
        {creators.length > 0 && (rail.canGoBack || rail.canGoForward) ? (
          <div className="hidden gap-1.5 lg:flex">
            <button
              type="button"
              aria-label={`Previous ${what}`}
              // aria-disabled, not disabled: a keyboard user at the end keeps their focus on the button.
              aria-disabled={!rail.canGoBack || undefined}
              onClick={() => rail.canGoBack && rail.go(-1)}
              className={arrow}
            >
              <ChevronLeftIcon className="size-4" />
            </button>
            <button
              type="button"
              aria-label={`Next ${what}`}
              aria-disabled={!rail.canGoForward || undefined}
              onClick={() => rail.canGoForward && rail.go(1)}
              className={arrow}
            >
              <ChevronRightSmallIcon className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      {state.status === 'pending' ? (
        <CreatorRailSkeleton label={`Loading ${what}`} />
      ) : state.status === 'error' ? (
        <RailMessage>
          <QueryError what={what} error={state.error} onRetry={state.retry} className="py-3" />
        </RailMessage>
      ) : state.creators.length === 0 ? (
        <RailMessage>
          <p className="text-sm text-zinc-400">{emptyText}</p>
        </RailMessage>
      ) : (
        <CreatorRail
          ref={railRef}
          label={title}
          creators={state.creators}
          myId={myId}
          renderFollowButton={renderFollowButton}
        />
      )}
    </section>
  );
}
