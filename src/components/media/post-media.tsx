import type { ReactNode } from 'react';
import { PlayIcon } from '@/components/ui/action-icons';
import { Skeleton } from '@/components/ui/skeleton';
import type { MediaKind } from '@/lib/storage/files';
import { cn } from '@/utils/cn';
import { type MediaItem, posterFor, useMediaSource } from './media-access';
import { mediaBox, type MediaLayout } from './media-box';
import { LockedMedia } from './locked-media';

export interface OpenedMedia {
  type: MediaKind;
  url: string;
}

interface PostMediaProps {
  media: MediaItem;
  layout: MediaLayout;
  /** Names the media for screen readers ("Image by Luna"); with `onOpen`, it names the button. */
  label: string;
  /** Shown over media the viewer may see although it is locked for others. */
  badge?: ReactNode;
  /** The unlock slot, when the media is locked for this viewer (see LockedMedia). */
  lockedAction?: ReactNode;
  /** The locked action is itself the "View image" / "View video" link (see LockedMedia). */
  lockedActionIsLabel?: boolean;
  lockedCaption?: string;
  /** Makes the media a button that hands its URL to a full-size viewer (chat). */
  onOpen?: (media: OpenedMedia) => void;
  className?: string;
}

interface ElementProps {
  type: MediaKind;
  src: string;
  layout: MediaLayout;
  /** Empty when a surrounding control already names the media. */
  label: string;
  poster: string | undefined;
  width: number | null;
  height: number | null;
}

function MediaElement({ type, src, layout, label, poster, width, height }: ElementProps) {
  if (type === 'image') {
    return (
      <img
        src={src}
        alt={label}
        loading="lazy"
        decoding="async"
        draggable={false}
        width={width ?? undefined}
        height={height ?? undefined}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  if (layout === 'post') {
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- uploads carry no caption track to offer
      <video
        src={src}
        poster={poster}
        controls
        playsInline
        preload="metadata"
        aria-label={label || undefined}
        className="absolute inset-0 size-full bg-black object-contain"
      />
    );
  }
  // A still of the first frame with a play mark; it plays full size in the post or the viewer.
  return (
    <>
      <video
        src={`${src}#t=0.1`}
        muted
        playsInline
        preload="metadata"
        aria-hidden="true"
        className="absolute inset-0 size-full object-cover"
      />
      {layout === 'bubble' ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-black/60 text-white">
            <PlayIcon className="ml-0.5 size-5" />
          </span>
        </span>
      ) : (
        <PlayIcon className="absolute top-2 right-2 size-5 text-white drop-shadow" />
      )}
    </>
  );
}

function ViewableMedia({ media, layout, label, badge, onOpen, className }: PostMediaProps) {
  const { src, isError } = useMediaSource(media.access);
  const box = mediaBox(layout, media.width, media.height);
  const poster = media.access.kind === 'public' && src ? posterFor(src) : undefined;
  const content = src ? (
    <MediaElement
      type={media.type}
      src={src}
      layout={layout}
      label={onOpen ? '' : label}
      poster={poster}
      width={media.width}
      height={media.height}
    />
  ) : isError ? (
    <span className="absolute inset-0 flex items-center justify-center p-3 text-center text-xs text-zinc-400">
      This {media.type === 'image' ? 'photo' : 'video'} is not available
    </span>
  ) : (
    <Skeleton className="absolute inset-0 size-full rounded-none" />
  );
  const overlay = badge ? <span className="absolute top-3 left-3">{badge}</span> : null;

  if (onOpen) {
    return (
      <button
        type="button"
        aria-label={label}
        disabled={!src}
        onClick={() => src && onOpen({ type: media.type, url: src })}
        style={box.style}
        className={cn(box.className, className)}
      >
        {content}
        {overlay}
      </button>
    );
  }
  return (
    <div style={box.style} className={cn(box.className, className)}>
      {content}
      {overlay}
    </div>
  );
}

/**
 * One photo or video wherever it appears: feed, post detail, profile and chat. Whether the viewer
 * may see it is `media.access` (public, signed for them, or locked for them), so paid content only
 * changes who may sign, never these components.
 */
export function PostMedia(props: PostMediaProps) {
  const { media, layout, lockedAction, lockedActionIsLabel, lockedCaption, className } = props;
  if (media.access.kind === 'locked') {
    return (
      <LockedMedia
        type={media.type}
        width={media.width}
        height={media.height}
        layout={layout}
        action={lockedAction}
        actionIsLabel={lockedActionIsLabel}
        caption={lockedCaption}
        className={className}
      />
    );
  }
  return <ViewableMedia {...props} />;
}
