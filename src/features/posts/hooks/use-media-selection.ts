import { useEffect, useState } from 'react';
import { mediaKindOf, type MediaKind } from '../utils/composer-rules';
import type { MediaSize } from '../components/composer-media-preview';

export interface MediaSelection {
  file: File;
  kind: MediaKind;
  url: string;
  size: MediaSize | null;
}

/** The composer's chosen file with an object URL for the preview, revoked when replaced or removed. */
export function useMediaSelection() {
  const [selection, setSelection] = useState<MediaSelection | null>(null);

  useEffect(() => {
    if (!selection) return;
    return () => URL.revokeObjectURL(selection.url);
  }, [selection?.url]); // eslint-disable-line react-hooks/exhaustive-deps -- revoke per URL, not per size update

  const select = (file: File) => {
    const kind = mediaKindOf(file);
    if (kind) setSelection({ file, kind, url: URL.createObjectURL(file), size: null });
  };
  const setSize = (size: MediaSize) => setSelection((current) => (current ? { ...current, size } : current));
  const clear = () => setSelection(null);

  return { selection, select, setSize, clear };
}
