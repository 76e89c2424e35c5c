import type { CSSProperties, ReactNode } from 'react';

interface MediaFrameProps {
  width: number | null;
  height: number | null;
  children: ReactNode;
}

/**
 * Reserves the media's space from the stored dimensions before anything loads, so the feed never
 * jumps. Very tall media are capped; the content is cropped to fit (object-cover).
 */
export function MediaFrame({ width, height, children }: MediaFrameProps) {
  const ratio = width && height ? `${width} / ${height}` : '4 / 3';
  const style: CSSProperties = { aspectRatio: ratio };
  return (
    <div
      style={style}
      className="relative max-h-[32rem] w-full overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900"
    >
      {children}
    </div>
  );
}
