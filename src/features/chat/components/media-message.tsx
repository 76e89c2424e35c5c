import { Skeleton } from '@/components/ui/skeleton';
import { useSignedUrl } from '../api/signed-url';
import { PlayIcon } from './chat-icons';
import type { ViewerMedia } from './media-viewer';

interface MediaMessageProps {
  type: 'image' | 'video';
  path: string;
  width: number | null;
  height: number | null;
  onOpen: (media: ViewerMedia) => void;
}

interface MediaMessageViewProps extends Omit<MediaMessageProps, 'path'> {
  url: { data: string | null | undefined; isError: boolean };
}

/** A fallback box for media stored without dimensions (older rows), so it still never jumps. */
const FALLBACK_RATIO = 4 / 3;

/**
 * Spec §2 Chat: images and videos keep their aspect ratio. The box is sized from media_width/height
 * before anything loads, so the list does not jump when the file arrives.
 */
export function MediaMessage({ path, ...props }: MediaMessageProps) {
  return <MediaMessageView {...props} url={useSignedUrl(path)} />;
}

/** The bubble's media box for a URL that is loading, ready or failed (chat media and paid messages). */
export function MediaMessageView({ type, url, width, height, onOpen }: MediaMessageViewProps) {
  const ratio = width && height ? width / height : FALLBACK_RATIO;
  const label = type === 'image' ? 'Open photo' : 'Play video';
  return (
    <button
      type="button"
      onClick={() => {
        if (url.data) onOpen({ type, url: url.data });
      }}
      disabled={!url.data}
      aria-label={label}
      className="relative block max-w-full overflow-hidden rounded-xl bg-zinc-900"
      // Tall media are narrowed (not cropped) so they stay under 24rem high at their own ratio.
      style={{ aspectRatio: ratio, width: `min(17rem, ${(24 * ratio).toFixed(3)}rem, 100%)` }}
      data-testid="chat-media"
    >
      {url.data ? (
        type === 'image' ? (
          <img src={url.data} alt="" className="size-full object-cover" draggable={false} />
        ) : (
          <>
            <video src={`${url.data}#t=0.1`} preload="metadata" muted playsInline className="size-full object-cover" />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-black/60 text-white">
                <PlayIcon className="ml-0.5 size-5" />
              </span>
            </span>
          </>
        )
      ) : url.isError ? (
        <span className="flex size-full items-center justify-center p-3 text-xs text-zinc-400">
          This {type === 'image' ? 'photo' : 'video'} is not available
        </span>
      ) : (
        <Skeleton className="size-full rounded-none" />
      )}
    </button>
  );
}
