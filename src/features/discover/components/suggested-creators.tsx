import { useState } from 'react';
import { ChevronLeftIcon, ChevronRightSmallIcon } from '@/components/ui/action-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { cn } from '@/utils/cn';
import { useSuggestedCreators } from '../api/get-suggested-creators';
import { CreatorSlide } from './creator-slide';

/** Tailwind's `xl` breakpoint, where the app shell shows this panel. */
const XL_QUERY = '(min-width: 80rem)';

interface SuggestedCreatorsProps {
  /** The Follow button for a creator (composed by the app from the follow feature). */
  renderFollowButton?: RenderFollowButton;
}

const arrow =
  'flex size-8 items-center justify-center rounded-full border border-control-edge text-zinc-300 hover:bg-zinc-800 hover:text-white';

/** Spec §2 Home: a carousel with dots and previous/next controls that wrap around. */
export function SuggestedCreators({ renderFollowButton }: SuggestedCreatorsProps) {
  // The panel is shown from the extra-large width only (spec §9): no request on smaller screens.
  const isShown = useMediaQuery(XL_QUERY);
  const suggestions = useSuggestedCreators(isShown);
  const [index, setIndex] = useState(0);
  const creators = suggestions.data ?? [];
  const count = creators.length;
  const current = count > 0 ? creators[index % count] : undefined;
  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <section aria-roledescription="carousel" aria-labelledby="suggested-title" className="space-y-3">
      {/* As tall as the arrows before they arrive, so the panel does not move when it loads. */}
      <div className="flex min-h-8 items-center justify-between">
        <h2 id="suggested-title" className="text-base font-semibold text-white">
          Suggested Creators
        </h2>
        {count > 1 ? (
          <div className="flex gap-1.5">
            <button type="button" aria-label="Previous creator" onClick={() => go(index - 1)} className={arrow}>
              <ChevronLeftIcon className="size-4" />
            </button>
            <button type="button" aria-label="Next creator" onClick={() => go(index + 1)} className={arrow}>
              <ChevronRightSmallIcon className="size-4" />
            </button>
          </div>
        ) : null}
      </div>
      {suggestions.isPending ? (
        <Skeleton className="h-56 w-full rounded-2xl" />
      ) : suggestions.isError ? (
        // Spec §8: a failed suggestions load is only logged; the panel says so instead of going blank.
        <p className="text-sm text-zinc-400">Suggestions are unavailable right now.</p>
      ) : !current ? (
        <p className="text-sm text-zinc-400">You follow every creator we know. Nice.</p>
      ) : (
        <>
          <div aria-live="polite" role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
            <CreatorSlide
              key={current.id}
              creator={current}
              follow={renderFollowButton?.({
                userId: current.id,
                name: current.name,
                isFollowing: current.is_following,
                size: 'sm',
              })}
            />
          </div>
          <div className="flex justify-center gap-1.5">
            {creators.map((creator, i) => (
              <button
                key={creator.id}
                type="button"
                aria-label={`Show ${creator.name}`}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center"
              >
                <span className={cn('block size-2 rounded-full', i === index ? 'bg-brand-400' : 'bg-zinc-700')} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
