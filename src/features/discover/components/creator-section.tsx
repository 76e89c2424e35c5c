import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import type { RenderFollowButton } from '@/lib/follow-cache';
import type { ProfileCard } from '@/lib/schemas/profile-card';
import { CreatorList } from './creator-list';

interface CreatorSectionProps {
  title: string;
  emptyText: string;
  query: UseQueryResult<ProfileCard[]>;
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
        <ListSkeleton label={`Loading ${title.toLowerCase()}`} hasAction />
      ) : query.isError ? (
        <QueryError what={title.toLowerCase()} error={query.error} onRetry={query.refetch} className="py-3" />
      ) : query.data.length === 0 ? (
        <p className="px-4 py-6 text-sm text-zinc-400">{emptyText}</p>
      ) : (
        <CreatorList label={title} creators={query.data} myId={myId} renderFollowButton={renderFollowButton} />
      )}
    </section>
  );
}
