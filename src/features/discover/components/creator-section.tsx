import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { CreatorCard } from '../api/schemas';
import { CreatorList } from './creator-list';
import { ListSkeleton } from './list-skeleton';
import type { RenderFollowButton } from './types';

interface CreatorSectionProps {
  title: string;
  emptyText: string;
  query: UseQueryResult<CreatorCard[]>;
  myId: string;
  renderFollowButton: RenderFollowButton;
}

/** A titled list of creators with its loading, error and empty states. */
export function CreatorSection({ title, emptyText, query, myId, renderFollowButton }: CreatorSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-zinc-800 py-2">
      <h2 id={headingId} className="px-4 pt-3 pb-1 text-base font-bold text-white">
        {title}
      </h2>
      {query.isPending ? (
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <div className="space-y-3 px-4 py-3">
          <Alert tone="error">
            Could not load {title.toLowerCase()}: {query.error.message}
          </Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className="px-4 py-6 text-sm text-zinc-400">{emptyText}</p>
      ) : (
        <CreatorList label={title} creators={query.data} myId={myId} renderFollowButton={renderFollowButton} />
      )}
    </section>
  );
}
