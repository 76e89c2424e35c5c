import type { ReactNode } from 'react';
import { ImageIcon, LockIcon } from '@/components/ui/action-icons';
import { VideoIcon } from '@/components/ui/icons';
import type { MediaKind } from '@/lib/storage/files';
import { cn } from '@/utils/cn';
import { MediaBox, type MediaLayout } from './media-box';

export const viewLockedText = (type: MediaKind) => (type === 'video' ? 'View video' : 'View image');

interface LockedMediaProps {
  type: MediaKind;
  width: number | null;
  height: number | null;
  layout: MediaLayout;
  /** The unlock slot: what this viewer can do about it (subscribe, buy), below the label. */
  action?: ReactNode;
  /** The action already reads "View image" / "View video" (a link to the creator), so no label. */
  actionIsLabel?: boolean;
  /** Says what is behind the lock, in the roomy post layout ("1 video · Subscribers only"), beside its type's icon. */
  caption?: string;
  /** What seeing it costs, under the action, when the action does not say it ("Subscribe for €12.92 / month"). */
  priceNote?: string;
  className?: string;
}

/**
 * Media locked for this viewer (spec §2 Post detail, Chat media): a blurred placeholder, a lock,
 * what is behind it and the unlock slot. No media URL exists on the client, so nothing can leak or
 * be requested; the placeholder is a gradient, not a teaser of the media (docs/decisions.md, issue 28).
 */
export function LockedMedia({
  type,
  width,
  height,
  layout,
  action,
  actionIsLabel = false,
  caption,
  priceNote,
  className,
}: LockedMediaProps) {
  const isRoomy = layout === 'post';
  const TypeIcon = type === 'video' ? VideoIcon : ImageIcon;
  return (
    <MediaBox layout={layout} width={width} height={height} className={className}>
      <div
        aria-hidden="true"
        className="absolute inset-0 scale-110 bg-[radial-gradient(circle_at_30%_30%,rgb(244_63_94/0.45),transparent_55%),radial-gradient(circle_at_75%_70%,rgb(124_58_237/0.4),transparent_55%)] blur-2xl"
      />
      <div
        className={cn(
          'absolute inset-0 flex flex-col items-center justify-center bg-zinc-950/40 text-center',
          isRoomy ? 'gap-3 p-4' : 'gap-2 p-2',
        )}
      >
        <span
          className={cn(
            'flex items-center justify-center rounded-full bg-zinc-950/70 text-white',
            isRoomy ? 'size-12' : 'size-9',
          )}
        >
          <LockIcon className={isRoomy ? 'size-6' : 'size-5'} />
        </span>
        {isRoomy && caption ? (
          <p className="flex items-center gap-1.5 text-sm text-zinc-200">
            <TypeIcon aria-hidden="true" className="size-4 shrink-0" />
            {caption}
          </p>
        ) : null}
        {/* The spec's "View image" / "View video" (spec §2), above any unlock action, unless the
            action is itself that link. */}
        {actionIsLabel && action ? null : (
          <span className="rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
            {viewLockedText(type)}
          </span>
        )}
        {action}
        {isRoomy && priceNote ? <p className="text-xs font-medium text-zinc-200">{priceNote}</p> : null}
      </div>
    </MediaBox>
  );
}
