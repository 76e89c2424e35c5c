import { getEnv } from '@/config/env';
import { cn } from '@/utils/cn';
import { resolveMediaUrl } from '@/utils/media-url';
import type { ProfilePost } from '../api/schemas';
import { PlayIcon } from './icons';
import { LockedMedia } from './locked-media';

interface PostMediaProps {
  post: ProfilePost;
  /** `thumb` fills a square grid cell; `full` keeps the media's own aspect ratio. */
  variant: 'full' | 'thumb';
}

/** The media URL a viewer may load: the public one, or the author's signed one for a locked post. */
export function viewableMediaUrl(post: ProfilePost): string | null {
  const raw = post.is_locked ? (post.signed_media_url ?? null) : post.media_url;
  return resolveMediaUrl(raw, getEnv().supabaseUrl);
}

export function PostMedia({ post, variant }: PostMediaProps) {
  if (post.media_type === 'none') return null;
  const src = viewableMediaUrl(post);
  const box = variant === 'thumb' ? 'aspect-square w-full' : 'w-full max-h-[32rem] rounded-2xl border border-zinc-800';
  const ratio =
    variant === 'full' && post.media_width && post.media_height
      ? { aspectRatio: `${post.media_width} / ${post.media_height}` }
      : undefined;

  if (!src) {
    const item =
      post.access === 'ppv'
        ? {
            kind: 'post' as const,
            postId: post.id,
            access: 'ppv' as const,
            priceCents: post.price_cents ?? null,
            creatorUsername: post.author_username ?? '',
            mediaType: post.media_type,
          }
        : null;
    return (
      <LockedMedia
        mediaType={post.media_type}
        item={item}
        size={variant === 'thumb' ? 'compact' : 'roomy'}
        className={cn(box, variant === 'full' && 'aspect-video')}
      />
    );
  }
  if (post.media_type === 'image') {
    return <img src={src} alt="" loading="lazy" style={ratio} className={cn(box, 'bg-zinc-900 object-cover')} />;
  }
  if (variant === 'thumb') {
    return (
      <div className={cn(box, 'relative bg-zinc-900')}>
        <video src={src} muted playsInline preload="metadata" className="size-full object-cover" />
        <PlayIcon className="absolute top-2 right-2 size-5 text-white drop-shadow" />
        <span className="sr-only">Video</span>
      </div>
    );
  }
  return (
    <video
      src={src}
      controls
      playsInline
      preload="metadata"
      style={ratio}
      className={cn(box, 'bg-black object-contain')}
    >
      <track kind="captions" />
    </video>
  );
}
