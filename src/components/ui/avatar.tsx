import { useState } from 'react';
import { getEnv } from '@/config/env';
import { useGeneratedAvatar } from '@/hooks/use-generated-avatar';
import { avatarFallback, initials, type AvatarSource } from '@/utils/avatar';
import { cn } from '@/utils/cn';
import { responsiveImage } from '@/utils/media-url';

const sizes = {
  xs: 'size-7 text-[0.65rem]',
  sm: 'size-9 text-xs',
  md: 'size-11 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
} as const;

/** The CSS pixels of each size above, for the display-size variants. */
const pixels: Record<keyof typeof sizes, number> = { xs: 28, sm: 36, md: 44, lg: 64, xl: 96 };

interface AvatarProps extends AvatarSource {
  size?: keyof typeof sizes;
  /** Empty by default: the name next to the avatar already says who it is. */
  alt?: string;
  className?: string;
}

/** Uploaded avatar → locally generated avatar (seeded by username) → initials → `UP`. */
export function Avatar({ avatarUrl, username, name, size = 'md', alt = '', className }: AvatarProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const side = pixels[size];
  const image = responsiveImage(avatarUrl, getEnv(), { width: side, height: side });
  const resolved = image?.src ?? null;
  const choice = avatarFallback({ avatarUrl: resolved === brokenSrc ? null : resolved, username, name });
  const generated = useGeneratedAvatar(choice.kind === 'generated' ? choice.seed : null);
  const box = cn('shrink-0 overflow-hidden rounded-full bg-zinc-800', sizes[size], className);

  const src = choice.kind === 'image' ? choice.src : choice.kind === 'generated' ? generated : null;
  if (src) {
    return (
      <img
        src={src}
        srcSet={choice.kind === 'image' ? image?.srcSet : undefined}
        alt={alt}
        className={cn(box, 'object-cover')}
        onError={() => setBrokenSrc(resolved)}
        // Avatars never hold a screen's largest paint: off-screen ones wait, none delays first paint.
        loading="lazy"
        decoding="async"
        draggable={false}
      />
    );
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(box, 'inline-flex items-center justify-center font-semibold text-zinc-200')}
    >
      {choice.kind === 'initials' ? choice.text : initials(name)}
    </span>
  );
}
