import { useEffect, useState } from 'react';
import { mediaKindOf, type MediaKind } from '@/lib/storage/files';

export interface MediaSize {
  width: number;
  height: number;
}

export interface MediaSelection {
  file: File;
  kind: MediaKind;
  url: string;
  size: MediaSize | null;
}

/** The composer's chosen file with an object URL for the preview, revoked when replaced or removed. */
export function useMediaSelection() {
  const [selection, setSelection] = useState<MediaSelection | null>(null);
  const url = selection?.url;

  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);

  const select = (file: File) => {
    const kind = mediaKindOf(file);
    if (kind) setSelection({ file, kind, url: URL.createObjectURL(file), size: null });
  };
  const setSize = (size: MediaSize) => setSelection((current) => (current ? { ...current, size } : current));
  const clear = () => setSelection(null);

  return { selection, select, setSize, clear };
}
