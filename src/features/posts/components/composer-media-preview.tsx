import type { RefObject } from 'react';
import { CloseIcon } from '@/components/ui/action-icons';
import type { MediaSize } from '../hooks/use-media-selection';
import type { MediaKind } from '@/lib/storage/files';

interface ComposerMediaPreviewProps {
  kind: MediaKind;
  url: string;
  videoRef: RefObject<HTMLVideoElement | null>;
  onSize: (size: MediaSize) => void;
  onRemove: () => void;
  disabled: boolean;
}

/** The chosen file before posting; its natural size is stored with the post to reserve feed space. */
export function ComposerMediaPreview({ kind, url, videoRef, onSize, onRemove, disabled }: ComposerMediaPreviewProps) {
  return (
    <div className="relative flex min-h-24 w-fit max-w-full min-w-40 items-center justify-center overflow-hidden rounded-2xl border border-zinc-800 bg-black">
      {kind === 'image' ? (
        <img
          src={url}
          alt="Your attachment"
          className="max-h-72 w-auto object-contain"
          onLoad={(e) => onSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
        />
      ) : (
        <video
          ref={videoRef}
          src={url}
          aria-label="Selected video preview"
          muted
          playsInline
          controls
          preload="auto"
          className="max-h-72 w-auto object-contain"
          onLoadedMetadata={(e) => onSize({ width: e.currentTarget.videoWidth, height: e.currentTarget.videoHeight })}
        />
      )}
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={kind === 'image' ? 'Remove image' : 'Remove video'}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-zinc-950/80 text-white hover:bg-zinc-800"
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
