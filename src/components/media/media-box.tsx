import type { CSSProperties, ReactNode } from 'react';
import { cn } from '@/utils/cn';

/**
 * Where media sits: `post` in a feed, a post or a profile's posts; `thumb` a square grid cell;
 * `bubble` a chat message.
 */
export type MediaLayout = 'post' | 'thumb' | 'bubble';

/** A fallback box for media stored without dimensions (older rows), so it still never jumps. */
const FALLBACK_RATIO = 4 / 3;

/**
 * Reserves the media's space from the stored dimensions before anything loads, so lists never
 * jump. Very tall post media are capped (the content is cropped to fit); tall chat media are
 * narrowed, not cropped, so they stay under 24rem high at their own ratio.
 */
export function mediaBox(layout: MediaLayout, width: number | null, height: number | null) {
  const ratio = width && height ? width / height : FALLBACK_RATIO;
  const style: CSSProperties | undefined =
    layout === 'post'
      ? { aspectRatio: width && height ? `${width} / ${height}` : '4 / 3' }
      : layout === 'bubble'
        ? // A definite width (no percentage) is what the shrink-to-fit bubble sizes itself to;
          // `max-w-full` then narrows it inside a bubble capped at 75%, the ratio keeping its height.
          { aspectRatio: ratio, width: `min(17rem, ${(24 * ratio).toFixed(3)}rem)` }
        : undefined;
  const className = {
    post: 'relative max-h-[32rem] w-full overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900',
    thumb: 'relative block aspect-square w-full overflow-hidden bg-zinc-900',
    bubble: 'relative block max-w-full overflow-hidden rounded-xl bg-zinc-900',
  }[layout];
  return { className, style };
}

interface MediaBoxProps {
  layout: MediaLayout;
  width: number | null;
  height: number | null;
  className?: string;
  children: ReactNode;
}

export function MediaBox({ layout, width, height, className, children }: MediaBoxProps) {
  const box = mediaBox(layout, width, height);
  return (
    <div style={box.style} className={cn(box.className, className)}>
      {children}
    </div>
  );
}
