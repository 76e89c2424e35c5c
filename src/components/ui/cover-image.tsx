import { useState } from 'react';
import { getEnv } from '@/config/env';
import { cn } from '@/utils/cn';
import { resolveMediaUrl } from '@/utils/media-url';

/** Local artwork used when a profile has no cover (the spec's client used a stock photo). */
export const DEFAULT_COVER_URL = '/cover.svg';

export function CoverImage({ src, className }: { src?: string | null; className?: string }) {
  const [isBroken, setIsBroken] = useState(false);
  const resolved = resolveMediaUrl(src, getEnv().supabaseUrl);
  const url = resolved && !isBroken ? resolved : DEFAULT_COVER_URL;
  return (
    <img
      src={url}
      alt=""
      className={cn('w-full bg-zinc-900 object-cover', className)}
      onError={() => setIsBroken(true)}
      draggable={false}
    />
  );
}
