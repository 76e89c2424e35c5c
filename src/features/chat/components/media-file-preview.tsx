import { useEffect, useRef } from 'react';
import type { MediaKind } from '@/lib/storage/files';

const mediaClass = 'max-h-[min(50dvh,22rem)] w-full object-contain';

/**
 * A picked photo or video, shown before it is sent (the composer's attachment, a paid message). Its
 * object URL is made for the element and released when the file changes or the preview goes (set on
 * the element itself, so StrictMode's second effect gets a URL of its own).
 */
export function MediaFilePreview({ file, kind, label }: { file: File; kind: MediaKind; label: string }) {
  const imageRef = useRef<HTMLImageElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = imageRef.current ?? videoRef.current;
    if (!element) return;
    const url = URL.createObjectURL(file);
    element.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);
  return (
    <div className="flex min-h-32 items-center justify-center overflow-hidden rounded-xl border border-zinc-800 bg-black">
      {kind === 'image' ? (
        <img ref={imageRef} alt={label} className={mediaClass} />
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the sender's own file
        <video ref={videoRef} aria-label={label} className={mediaClass} controls />
      )}
    </div>
  );
}
