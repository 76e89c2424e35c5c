import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { QueryError } from '@/components/ui/query-error';
import { ShareNotice } from '@/components/ui/share-notice';
import { paths } from '@/config/paths';
import { useShare } from '@/hooks/use-share';
import { useUser } from '@/lib/auth';
import { useVideoFeed, type VideoPost } from '../api/get-video-feed';
import { useSnapScroll } from '../hooks/use-snap-scroll';
import { useVideoSound } from '../hooks/use-video-sound';
import { SoundOffIcon, SoundOnIcon } from './video-icons';
import { VideoItem } from './video-item';

interface VideoFeedProps {
  /** The like control for the rail (composed by the route from the posts feature). */
  renderLike?: (video: VideoPost) => ReactNode;
  /** The Follow button next to the author (composed by the route from the follow feature). */
  renderFollow?: (video: VideoPost) => ReactNode;
}

/** Load the next page while this many videos are still ahead of the active one. */
const PREFETCH_AHEAD = 3;

function Status({ children }: { children: ReactNode }) {
  return <div className="flex h-full items-center justify-center p-6 text-center text-zinc-300">{children}</div>;
}

/** Full-height vertical snap-scrolling videos (spec §2 Video feed), 20 at a time. */
export function VideoFeed({ renderLike, renderFollow }: VideoFeedProps) {
  const user = useUser();
  const feed = useVideoFeed(user.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const videos = feed.data?.pages.flat() ?? [];
  const containerRef = useRef<HTMLDivElement>(null);
  const activeIndex = useSnapScroll(containerRef, videos.length);
  const { share, notice } = useShare();
  const [isMuted, setMuted] = useVideoSound();

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && activeIndex >= videos.length - PREFETCH_AHEAD) void fetchNextPage();
  }, [activeIndex, videos.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  let content: ReactNode;
  if (feed.isPending)
    content = (
      <Status>
        <p role="status">Loading videos...</p>
      </Status>
    );
  else if (feed.isError)
    content = (
      <Status>
        <QueryError what="videos" error={feed.error} onRetry={feed.refetch} />
      </Status>
    );
  else if (videos.length === 0)
    content = (
      <Status>
        <p>No video posts available</p>
      </Status>
    );
  else
    content = videos.map((video, index) => (
      <VideoItem
        key={video.id}
        video={video}
        isActive={index === activeIndex}
        like={renderLike?.(video)}
        follow={video.user_id === user.id ? null : renderFollow?.(video)}
        onShare={() => void share(new URL(paths.post(video.id), window.location.origin).href, video.content)}
      />
    ));

  return (
    // Small screens: pinned above the bottom navigation (3.5rem + its border), so the page itself never scrolls.
    <div className="fixed inset-x-0 top-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] bg-black lg:relative lg:inset-auto lg:h-dvh">
      <Link
        to={paths.home}
        aria-label="Back"
        className="absolute top-3 left-3 z-20 flex size-11 items-center justify-center rounded-full bg-zinc-950/60 text-white backdrop-blur hover:bg-zinc-800"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      {videos.length > 0 ? (
        // One toggle for the whole feed (issue 14 §7): the choice holds for every video and the session.
        <button
          type="button"
          onClick={() => setMuted(!isMuted)}
          aria-label={isMuted ? 'Turn sound on' : 'Turn sound off'}
          className="absolute top-3 right-3 z-20 flex size-11 items-center justify-center rounded-full bg-zinc-950/60 text-white backdrop-blur hover:bg-zinc-800"
        >
          {isMuted ? <SoundOffIcon className="size-5" /> : <SoundOnIcon className="size-5" />}
        </button>
      ) : null}
      <h1 className="sr-only">Videos</h1>
      <div
        ref={containerRef}
        data-testid="video-feed"
        className="h-full snap-y snap-mandatory overflow-y-auto overscroll-contain [scrollbar-width:none]"
      >
        {content}
      </div>
      <ShareNotice notice={notice} />
    </div>
  );
}
