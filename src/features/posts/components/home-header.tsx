import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { GiftIcon } from '@/components/ui/action-icons';
import { VideoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

interface HomeHeaderProps {
  /** The search control(s), composed by the route: a button on small screens, inline on large. */
  search?: ReactNode;
}

const iconButton =
  'flex size-10 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white';

/** Spec §2 Home: the title, Refer & Earn (no action, spec §1) and search; plus the way to the video feed. */
export function HomeHeader({ search }: HomeHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-zinc-800 bg-zinc-950/85 px-3 backdrop-blur sm:px-4">
      <h1 className="flex-1 truncate text-lg font-bold text-white">Home</h1>
      <div className="flex items-center gap-1">
        {search}
        <Link to={paths.videos} aria-label="Videos" className={iconButton}>
          <VideoIcon className="size-5" />
        </Link>
        {/* Spec §1: Refer & Earn exists but has no action yet. */}
        <button
          type="button"
          className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-500/50 px-3 text-xs font-semibold text-brand-300 hover:bg-brand-500/10"
        >
          <GiftIcon className="size-4" />
          Refer &amp; Earn
        </button>
      </div>
    </header>
  );
}
