import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { PlayIcon } from '@/components/ui/action-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useNearViewport } from '@/hooks/use-near-viewport';
import type { MediaKind } from '@/lib/storage/files';
import { registerUnlockedMedia } from '@/lib/unlocked-focus';
import { cn } from '@/utils/cn';
import { isFocusFree } from '@/utils/focus';
import type { ResponsiveImage } from '@/utils/media-url';
import { type MediaItem, posterOf, publicImageOf, useMediaSource } from './media-access';
import { mediaBox, type MediaLayout } from './media-box';
import { MEDIA_DISPLAY } from './media-display';
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
  /** What seeing locked media costs, when its action does not say it (see LockedMedia). */
  lockedPriceNote?: string;
  /** Makes the media a button that hands its URL to a full-size viewer (chat). */
  onOpen?: (media: OpenedMedia) => void;
  /** The screen's first, largest media: loaded eagerly and before everything else. */
  priority?: boolean;
  /** Media that can be bought (src/lib/unlocked-focus): it takes focus once the viewer's unlock succeeds. */
  unlockKey?: string;
  className?: string;
}

interface ElementProps {
  type: MediaKind;
  src: string;
  /** A public photo's display-size variants (src, srcSet, sizes); absent: `src` as it is. */
  image: ResponsiveImage | null;
  layout: MediaLayout;
  /** Empty when a surrounding control already names the media. */
  label: string;
  poster: string | undefined;
  width: number | null;
  height: number | null;
  priority: boolean;
}

/**
 * A video in a post. With a poster (public videos) nothing of the video is fetched before play; without
 * one, its first frame (`metadata`) is fetched only once it comes near the viewport (issue 17).
 */
function PostVideo({ src, poster, label }: { src: string; poster: string | undefined; label: string }) {
  const [ref, isNear] = useNearViewport();
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- uploads carry no caption track to offer
    <video
      ref={ref}
      src={src}
      poster={poster}
      controls
      playsInline
      preload={!poster && isNear ? 'metadata' : 'none'}
      aria-label={label || undefined}
      className="absolute inset-0 size-full bg-black object-contain"
    />
  );
}

/** A still of a video (grid cell, chat bubble): its poster image when it has one, else its first frame. */
function VideoStill({ src, poster }: { src: string; poster: string | undefined }) {
  const [ref, isNear] = useNearViewport();
  const [posterFailed, setPosterFailed] = useState(false);
  if (poster && !posterFailed) {
    return (
      <img
        src={poster}
        alt=""
        loading="lazy"
        decoding="async"
        draggable={false}
        onError={() => setPosterFailed(true)}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  return (
    <video
      ref={ref}
      src={isNear ? `${src}#t=0.1` : undefined}
      muted
      playsInline
      preload={isNear ? 'metadata' : 'none'}
      aria-hidden="true"
      className="absolute inset-0 size-full object-cover"
    />
  );
}

function MediaElement({ type, src, image, layout, label, poster, width, height, priority }: ElementProps) {
  if (type === 'image') {
    return (
      <img
        src={image?.src ?? src}
        srcSet={image?.srcSet}
        sizes={image?.sizes}
        alt={label}
        // The first post's photo is the screen's largest paint: fetched at once and first (issue 17).
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        draggable={false}
        width={width ?? undefined}
        height={height ?? undefined}
        className="absolute inset-0 size-full object-cover"
      />
    );
  }
  if (layout === 'post') return <PostVideo src={src} poster={poster} label={label} />;
  return (
    <>
      <VideoStill src={src} poster={poster} />
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

/** Wholly on screen (not under the sticky header or below the fold). */
function isInViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/**
 * Unlocked media taking the focus its Unlock button had (src/lib/unlocked-focus): true once this
 * viewer's purchase of it succeeded, and the element given to the returned ref focused as soon as it can be (a
 * button waits for its URL).
 */
function useUnlockedFocus(unlockKey: string | undefined, canFocus: boolean) {
  const ref = useRef<HTMLElement | null>(null);
  const [isJustUnlocked, setIsJustUnlocked] = useState(false);
  const hasFocused = useRef(false);
  useEffect(() => {
    if (!unlockKey) return;
    return registerUnlockedMedia(unlockKey, () => setIsJustUnlocked(true));
  }, [unlockKey]);
  useEffect(() => {
    if (!isJustUnlocked || !canFocus || hasFocused.current) return;
    hasFocused.current = true;
    const element = ref.current;
    if (!element || !isFocusFree()) return;
    // What was bought comes into view: back from a top-up the screen starts at its top (UX review m2).
    if (!isInViewport(element)) element.scrollIntoView({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [isJustUnlocked, canFocus]);
  const setElement = useCallback((element: HTMLElement | null) => {
    ref.current = element;
  }, []);
  return [setElement, isJustUnlocked] as const;
}

function ViewableMedia({
  media,
  layout,
  label,
  badge,
  onOpen,
  priority = false,
  unlockKey,
  className,
}: PostMediaProps) {
  const id = useId();
  const { src, isError } = useMediaSource(media.access);
  const [setFocusTarget, isJustUnlocked] = useUnlockedFocus(unlockKey, !onOpen || Boolean(src));
  const box = mediaBox(layout, media.width, media.height);
  const poster = media.access.kind === 'public' && src ? posterOf(src, MEDIA_DISPLAY[layout].width) : undefined;
  const content = src ? (
    <MediaElement
      type={media.type}
      src={src}
      image={publicImageOf(media, MEDIA_DISPLAY[layout])}
      layout={layout}
      label={onOpen ? '' : label}
      poster={poster}
      width={media.width}
      height={media.height}
      priority={priority}
    />
  ) : isError ? (
    <span
      id={`${id}-error`}
      className="absolute inset-0 flex items-center justify-center p-3 text-center text-xs text-zinc-400"
    >
      This {media.type === 'image' ? 'photo' : 'video'} is not available
    </span>
  ) : (
    <Skeleton className="absolute inset-0 size-full rounded-none" />
  );
  const overlay = badge ? (
    <span id={`${id}-badge`} className="absolute top-3 left-3">
      {badge}
    </span>
  ) : null;

  if (onOpen) {
    // Named by its label, then the text it shows (a badge such as "Unlocked", or why it cannot open),
    // so the name holds what is seen (WCAG 2.5.3, issue 18).
    const labelledBy = [`${id}-label`, badge ? `${id}-badge` : null, !src && isError ? `${id}-error` : null];
    return (
      <button
        ref={setFocusTarget}
        type="button"
        aria-labelledby={labelledBy.filter(Boolean).join(' ')}
        disabled={!src}
        onClick={() => src && onOpen({ type: media.type, url: src })}
        style={box.style}
        className={cn(box.className, className)}
      >
        <span id={`${id}-label`} hidden>
          {label}
        </span>
        {content}
        {overlay}
      </button>
    );
  }
  return (
    <div
      ref={setFocusTarget}
      // Focused once after this viewer unlocked it, and named so a screen reader says what it is now.
      {...(isJustUnlocked ? { tabIndex: -1, role: 'group', 'aria-label': `Unlocked: ${label}` } : {})}
      style={box.style}
      className={cn(box.className, className)}
    >
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
  const { media, layout, lockedAction, lockedActionIsLabel, lockedCaption, lockedPriceNote, className } = props;
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
        priceNote={lockedPriceNote}
        className={className}
      />
    );
  }
  return <ViewableMedia {...props} />;
}
