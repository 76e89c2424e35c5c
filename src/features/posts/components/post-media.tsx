import { getEnv } from '@/config/env';
import { useUser } from '@/lib/auth';
import { resolveMediaUrl } from '@/utils/media-url';
import { useLockedMediaUrl } from '../api/get-locked-media-url';
import type { Post } from '../api/post-schema';
import { LockedMedia } from './locked-media';
import { MediaFrame } from './media-frame';

/** Seeded and uploaded videos keep a JPEG poster next to the file (same name, `.jpg`). */
export function posterFor(videoUrl: string): string {
  return videoUrl.replace(/\.[a-z0-9]+$/i, '.jpg');
}

function MediaElement({ post, src }: { post: Post; src: string }) {
  const label = `${post.media_type === 'video' ? 'Video' : 'Image'} by ${post.author_name ?? post.author_username}`;
  if (post.media_type === 'video') {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- uploads carry no caption track to offer
      <video
        src={src}
        poster={post.is_locked ? undefined : posterFor(src)}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        className="absolute inset-0 size-full bg-black object-contain"
      />
    );
  }
  return (
    <img
      src={src}
      alt={label}
      loading="lazy"
      decoding="async"
      width={post.media_width ?? undefined}
      height={post.media_height ?? undefined}
      className="absolute inset-0 size-full object-cover"
    />
  );
}

/** A locked file the viewer may see (the author, a subscriber, a buyer), through a short-lived signed URL. */
function OwnLockedMedia({ post, path }: { post: Post; path: string }) {
  const url = useLockedMediaUrl(path);
  const isAuthor = useUser().id === post.user_id;
  return (
    <MediaFrame width={post.media_width} height={post.media_height}>
      {url.data ? <MediaElement post={post} src={url.data} /> : null}
      <span className="absolute top-3 left-3 rounded-full bg-zinc-950/75 px-2.5 py-1 text-xs font-medium text-zinc-200">
        {isAuthor
          ? post.access === 'ppv'
            ? 'Pay-per-view · only you and buyers'
            : 'Locked · only you and subscribers'
          : 'Unlocked for you'}
      </span>
    </MediaFrame>
  );
}

export function PostMedia({ post }: { post: Post }) {
  if (post.media_type === 'none') return null;
  if (post.is_locked) {
    return post.locked_media_path ? (
      <OwnLockedMedia post={post} path={post.locked_media_path} />
    ) : (
      <LockedMedia post={post} />
    );
  }
  const src = resolveMediaUrl(post.media_url, getEnv().supabaseUrl);
  if (!src) return null;
  return (
    <MediaFrame width={post.media_width} height={post.media_height}>
      <MediaElement post={post} src={src} />
    </MediaFrame>
  );
}
