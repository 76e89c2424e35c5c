import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { postMediaOf, posterFor, useMediaSource } from '@/components/media/media-access';
import type { VideoPost } from '../api/get-video-feed';
import { VideoRail } from './video-rail';

interface VideoItemProps {
  video: VideoPost;
  isActive: boolean;
  like: ReactNode;
  follow: ReactNode;
  onShare: () => void;
}

/** One full-height video: plays muted and looping while active, paused otherwise (spec §2, §4). */
export function VideoItem({ video, isActive, like, follow, onShare }: VideoItemProps) {
  const ref = useRef<HTMLVideoElement>(null);
  // Public videos have their URL; a locked one the viewer is entitled to (the feed returns no
  // other) is signed for them by the shared signer. Locked videos have no poster (composer).
  const access = postMediaOf(video)?.access ?? ({ kind: 'locked' } as const);
  const { src } = useMediaSource(access);
  const poster = access.kind === 'public' && src ? posterFor(src) : undefined;
  const name = video.author_name || video.author_username;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (isActive) {
      // Autoplay is allowed only muted; set the property, React does not reflect the attribute.
      element.muted = true;
      element.play().catch(() => undefined);
    } else {
      element.pause();
    }
    // A signed URL arrives after the first render: the element mounts then, and must start too.
  }, [isActive, src]);

  return (
    <section
      aria-label={`Video by ${name}`}
      aria-current={isActive || undefined}
      data-active={isActive}
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
          className="absolute inset-0 size-full object-cover lg:object-contain"
        />
      ) : null}
      <div className="pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/85 to-transparent" />
      <div className="absolute right-3 bottom-6 z-10">
        <VideoRail video={video} like={like} onShare={onShare} />
      </div>
      <div className="absolute bottom-6 left-4 z-10 max-w-[calc(100%-6rem)] space-y-2 text-white">
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
