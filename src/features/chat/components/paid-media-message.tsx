import { MediaBox } from '@/components/media/media-box';
import { type OpenedMedia, PostMedia } from '@/components/media/post-media';
import { useLockedAction } from '@/components/money/money-slots';
import { Skeleton } from '@/components/ui/skeleton';
import type { MediaKind } from '@/lib/storage/files';
import { unlockedKey } from '@/lib/unlocked-focus';
import { formatEuro } from '@/utils/money';
import { usePaidMediaPath } from '../api/get-paid-media';
import { messageMediaOf } from '../utils/message-media';

interface PaidMediaMessageProps {
  messageId: string;
  type: MediaKind;
  priceCents: number;
  width: number | null;
  height: number | null;
  isOwn: boolean;
  onOpen: (media: OpenedMedia) => void;
}

/**
 * A paid message (issue 13 §5): the sender and the buyer see the media (signed for them); the
 * recipient sees it blurred with the spec's `View {type}` label and "Unlock for €X" until bought.
 */
export function PaidMediaMessage({ messageId, type, priceCents, width, height, isOwn, onOpen }: PaidMediaMessageProps) {
  const path = usePaidMediaPath(messageId);
  const unlock = useLockedAction(
    path.isSuccess && path.data === null && !isOwn ? { kind: 'message', messageId, priceCents, mediaType: type } : null,
    'roomy',
  );

  if (path.isPending) {
    return (
      <MediaBox layout="bubble" width={width} height={height}>
        <Skeleton className="absolute inset-0 size-full rounded-none" />
      </MediaBox>
    );
  }
  if (path.isError) {
    // A failed lookup is not a lock: nothing to buy, the file is just not reachable now.
    return (
      <MediaBox layout="bubble" width={width} height={height}>
        <span className="absolute inset-0 flex items-center justify-center p-3 text-center text-xs text-zinc-400">
          This {type === 'image' ? 'photo' : 'video'} is not available
        </span>
      </MediaBox>
    );
  }
  const message = {
    media_type: type,
    media_url: null,
    media_width: width,
    media_height: height,
    price_cents: priceCents,
  };
  const media = messageMediaOf(message, path.data);
  if (!media) return null;
  const isViewable = media.access.kind === 'signed';
  return (
    <div className="relative" data-testid={isViewable ? undefined : 'paid-message'}>
      <PostMedia
        media={media}
        layout="bubble"
        label={type === 'image' ? 'Open photo' : 'Play video'}
        onOpen={onOpen}
        unlockKey={unlockedKey('message', messageId)}
        lockedAction={unlock ?? <span className="text-xs text-zinc-200">{formatEuro(priceCents)} to unlock</span>}
        badge={
          isViewable ? (
            <span className="pointer-events-none rounded-full bg-zinc-950/75 px-2 py-0.5 text-[0.7rem] font-medium text-zinc-100">
              {isOwn ? `Paid · ${formatEuro(priceCents)}` : 'Unlocked'}
            </span>
          ) : undefined
        }
      />
    </div>
  );
}
