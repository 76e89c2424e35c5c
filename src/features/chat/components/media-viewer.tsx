import { type MouseEvent } from 'react';
import type { OpenedMedia } from '@/components/media/post-media';
import { useModalDialog } from '@/hooks/use-modal-dialog';

interface MediaViewerProps {
  media: OpenedMedia | null;
  onClose: () => void;
}

/**
 * Spec §2 Chat: the fullscreen viewer closes with its close button or a tap outside the media;
 * a video autoplays with controls. A modal <dialog> gives Escape, focus trapping and the top layer.
 */
export function MediaViewer({ media, onClose }: MediaViewerProps) {
  const { ref, onClose: handleDialogClose } = useModalDialog(media !== null, onClose);

  // Only a press on the backdrop area itself (not on the photo or the video's controls) closes.
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-label={media?.type === 'video' ? 'Video' : 'Photo'}
      onClose={handleDialogClose}
      onCancel={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/90"
    >
      {media ? (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Escape and the close button cover keyboards
        <div className="flex size-full items-center justify-center p-4" onClick={handleClick}>
          {media.type === 'image' ? (
            <img src={media.url} alt="Attachment, full size" className="max-h-full max-w-full object-contain" />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- user uploads carry no captions
            <video src={media.url} controls autoPlay playsInline className="max-h-full max-w-full" />
          )}
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="absolute top-[max(1rem,env(safe-area-inset-top))] right-4 flex size-11 items-center justify-center rounded-full bg-zinc-900/80 text-2xl text-white hover:bg-zinc-800"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
