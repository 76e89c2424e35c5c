import { type ReactNode, useEffect, useRef, useState } from 'react';
import { PlayIcon } from '@/components/ui/action-icons';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { LockedBadge } from '@/components/media/locked-badge';
import { postMediaOf, posterOf, useMediaSource } from '@/components/media/media-access';
import type { VideoPost } from '../api/get-video-feed';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useVideoSound } from '../hooks/use-video-sound';
import { VideoRail } from './video-rail';

interface VideoItemProps {
  video: VideoPost;
  isActive: boolean;
  like: ReactNode;
  follow: ReactNode;
  onShare: () => void;
}

/**
 * One full-height video: plays looping while active, paused otherwise (spec §2, §4); muted unless the
 * viewer turned sound on (shared by the feed, issue 14 §7). A tap on the video pauses or resumes it;
 * scrolling to it again starts it afresh. With reduced motion asked for, no video starts by itself.
 */
export function VideoItem({ video, isActive, like, follow, onShare }: VideoItemProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Public videos have their URL; a locked one the viewer is entitled to (the feed returns no
  // other) is signed for them by the shared signer. Locked videos have no poster (composer).
  const access = postMediaOf(video)?.access ?? ({ kind: 'locked' } as const);
  const { src } = useMediaSource(access);
  // Shown full height: a phone's column is about 480 CSS px of a vertical video.
  const poster = access.kind === 'public' && src ? posterOf(src, 480) : undefined;
  const name = video.author_name || video.author_username;
  const [isMuted, setMuted] = useVideoSound();
  // Reduced motion (issue 18): nothing plays by itself; the video waits for its Play button.
  const isStill = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [isPaused, setIsPaused] = useState(isStill);
  const [wasActive, setWasActive] = useState(isActive);
  if (wasActive !== isActive) {
    // Leaving a video forgets its pause: it plays again when scrolled back to (unless motion is reduced).
    setWasActive(isActive);
    if (!isActive) setIsPaused(isStill);
  }

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // React does not reflect `muted` after the first render; the property is what counts.
    element.muted = isMuted;
    if (isActive && !isPaused) {
      element.play().catch((error: unknown) => {
        // Sound on without a tap on this page yet (a reload): the browser refuses to play with
        // sound, so play muted and show the toggle as muted rather than a frozen video.
        if (!isMuted && error instanceof DOMException && error.name === 'NotAllowedError') setMuted(true);
      });
    } else {
      element.pause();
    }
    // A signed URL arrives after the first render: the element mounts then, and must start too.
  }, [isActive, isPaused, isMuted, setMuted, src]);

  return (
    // Tab into another video's controls brings that video into the feed (the browser leaves the
    // snapping feed where it is), which makes it the active one.
    <section
      aria-label={`Video by ${name}`}
      aria-current={isActive || undefined}
      data-active={isActive}
      onFocus={isActive ? undefined : (event) => event.currentTarget.scrollIntoView({ block: 'start' })}
      className="relative h-full w-full snap-start snap-always overflow-hidden bg-black"
    >
      {src ? (
        <video
          ref={ref}
          src={src}
          poster={poster}
          muted
          loop
          playsInline
          preload={isActive ? 'auto' : 'metadata'}
          aria-label={video.content}
          // The whole frame, never cropped (issue 28, review m16): a 9:16 video on a taller phone fills
          // the width with bars above and below, as TikTok shows it, and an edge's burned-in @handle stays.
          className="absolute inset-0 size-full object-contain"
        />
      ) : null}
      {isActive ? (
        <button
          type="button"
          onClick={() => setIsPaused((paused) => !paused)}
          aria-label={isPaused ? 'Play video' : 'Pause video'}
          className="absolute inset-0 flex items-center justify-center focus-visible:outline-offset-[-4px]"
        >
          {isPaused ? (
            <span className="flex size-16 items-center justify-center rounded-full bg-black/50 text-white">
              <PlayIcon className="size-8" />
            </span>
          ) : null}
        </button>
      ) : null}
      {/* Darkest behind the caption, lighter over the frame's bottom band, where a watermark sits. */}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-1/2 bg-gradient-to-t from-black/25 via-black/70 via-30% to-transparent" />
      <div className="absolute right-3 bottom-6 z-10">
        <VideoRail video={video} like={like} onShare={onShare} />
      </div>
      {/* Above the frame's bottom band (issue 28, review m16): creators burn their @handle in there. */}
      <div className="absolute bottom-24 left-4 z-10 max-w-[calc(100%-6rem)] space-y-2 text-white">
        {/* A locked video plays only for whom it is unlocked: say it is paid content, as posts do. */}
        {video.is_locked ? (
          <p>
            <LockedBadge post={video} />
          </p>
        ) : null}
        <div className="flex items-center gap-3">
          <Link to={paths.profileOf(video.author_username)} className="flex min-w-0 items-center gap-2">
            <Avatar
              avatarUrl={video.author_avatar_url}
              username={video.author_username}
              name={video.author_name}
              size="sm"
            />
            <span className="truncate text-sm font-semibold">{name}</span>
          </Link>
          {follow}
        </div>
        <p className="line-clamp-3 text-sm text-zinc-100">{video.content}</p>
      </div>
    </section>
  );
}
