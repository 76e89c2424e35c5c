import { useLockedAction } from '@/components/money/money-slots';
import { LockIcon } from '@/components/ui/action-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuro } from '@/utils/money';
import { usePaidMediaUrl } from '../api/get-paid-media';
import { MediaMessageView } from './media-message';
import type { ViewerMedia } from './media-viewer';

interface PaidMediaMessageProps {
  messageId: string;
  type: 'image' | 'video';
  priceCents: number;
  width: number | null;
  height: number | null;
  isOwn: boolean;
  onOpen: (media: ViewerMedia) => void;
}

const FALLBACK_RATIO = 4 / 3;

/**
 * A paid message (issue 13 §5): the sender and the buyer see the media (signed for them); the
 * recipient sees it blurred with the spec's `View {type}` label and "Unlock for €X" until bought.
 */
export function PaidMediaMessage({ messageId, type, priceCents, width, height, isOwn, onOpen }: PaidMediaMessageProps) {
  const url = usePaidMediaUrl(messageId);
  const ratio = width && height ? width / height : FALLBACK_RATIO;
  const box = { aspectRatio: ratio, width: `min(17rem, ${(24 * ratio).toFixed(3)}rem, 100%)` };
  const unlock = useLockedAction(
    url.isSuccess && url.data === null && !isOwn ? { kind: 'message', messageId, priceCents, mediaType: type } : null,
    'roomy',
  );

  if (url.isPending) {
    return (
      <div style={box} className="max-w-full">
        <Skeleton className="size-full rounded-xl" />
      </div>
    );
  }
  if (url.data || url.isError) {
    return (
      <div className="relative">
        <MediaMessageView type={type} url={url} width={width} height={height} onOpen={onOpen} />
        <span className="pointer-events-none absolute top-2 left-2 rounded-full bg-zinc-950/75 px-2 py-0.5 text-[0.7rem] font-medium text-zinc-100">
          {isOwn ? `Paid · ${formatEuro(priceCents)}` : 'Unlocked'}
        </span>
      </div>
    );
  }
  return (
    <div
      className="relative flex max-w-full flex-col items-center justify-center gap-2 overflow-hidden rounded-xl bg-gradient-to-br from-zinc-700 via-zinc-800 to-brand-700/40 p-3"
      style={box}
      data-testid="paid-message"
    >
      <div aria-hidden="true" className="absolute inset-0 backdrop-blur-xl" />
      <span className="relative inline-flex items-center gap-1.5 rounded-full bg-black/60 px-3 py-1.5 text-xs font-semibold text-white">
        <LockIcon className="size-4" />
        {type === 'image' ? 'View image' : 'View video'}
      </span>
      {unlock ?? <span className="relative text-xs text-zinc-200">{formatEuro(priceCents)} to unlock</span>}
    </div>
  );
}
