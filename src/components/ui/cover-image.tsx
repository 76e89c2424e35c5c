import { useState } from 'react';
import { getEnv } from '@/config/env';
import { cn } from '@/utils/cn';
import { type DisplaySize, responsiveImage } from '@/utils/media-url';
import { MAIN_COLUMN } from './cover-display';

/** Local artwork used when a profile has no cover (the spec's client used a stock photo). */
export const DEFAULT_COVER_URL = '/cover.svg';

interface CoverImageProps {
  src?: string | null;
  className?: string;
  /** How wide it is shown (cards pass their own width); the main column by default. */
  display?: DisplaySize;
}

export function CoverImage({ src, className, display = MAIN_COLUMN }: CoverImageProps) {
  const [isBroken, setIsBroken] = useState(false);
  const image = isBroken ? null : responsiveImage(src, getEnv(), display);
  return (
    <img
      src={image?.src ?? DEFAULT_COVER_URL}
      srcSet={image?.srcSet}
      sizes={image?.sizes}
      alt=""
      className={cn('w-full bg-zinc-900 object-cover', className)}
      onError={() => setIsBroken(true)}
      draggable={false}
    />
  );
}
