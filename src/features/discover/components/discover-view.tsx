import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { useNewestCreators } from '../api/get-newest-creators';
import { useSuggestedCreators } from '../api/get-suggested-creators';
import { CreatorSearch } from './creator-search';
import { CreatorSection } from './creator-section';
import { VideoFeedEntry } from './video-feed-entry';

interface DiscoverViewProps {
  renderFollowButton: RenderFollowButton;
  /** Extra header controls composed by the route (e.g. a notifications bell on small screens). */
  headerActions?: ReactNode;
}

/** Discover (/discover): search, the video feed, suggested and newest creators. */
export function DiscoverView({ renderFollowButton, headerActions }: DiscoverViewProps) {
  const user = useUser();
  const suggested = useSuggestedCreators();
  const newest = useNewestCreators();
  return (
    <>
      <PageHeader title="Discover" backTo={paths.home} backOnSmallOnly actions={headerActions} />
      <CreatorSearch myId={user.id} renderFollowButton={renderFollowButton} />
      <VideoFeedEntry />
      <CreatorSection
        title="Suggested creators"
        emptyText="You already follow every creator we would suggest. Try the search."
        query={suggested}
        myId={user.id}
        renderFollowButton={renderFollowButton}
      />
      <CreatorSection
        title="Newest creators"
        emptyText="No creators yet."
        query={newest}
        myId={user.id}
        renderFollowButton={renderFollowButton}
      />
    </>
  );
}
