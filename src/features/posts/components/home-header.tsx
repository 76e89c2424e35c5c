import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VideoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

interface HomeHeaderProps {
  /** The search control(s), composed by the route: a button on small screens, inline on large. */
  search?: ReactNode;
  /** Refer & Earn (composed by the route from the referrals feature, issue 14 §6). */
  refer?: ReactNode;
  /** The phone's way to Notifications with its unread badge (composed by the route, issue 28). */
  notifications?: ReactNode;
}

const iconButton =
  'flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white';

/** Spec §2 Home: the title, Refer & Earn and search; plus the ways to the video feed and notifications. */
export function HomeHeader({ search, refer, notifications }: HomeHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center gap-2 border-b border-zinc-800 bg-zinc-950/85 px-3 backdrop-blur sm:px-4">
      <h1 className="flex-1 truncate text-lg font-bold text-white">Home</h1>
      <div className="flex items-center gap-1">
        {search}
        <Link to={paths.videos} aria-label="Videos" className={iconButton}>
          <VideoIcon className="size-5" />
        </Link>
        {notifications}
        {refer}
      </div>
    </header>
  );
}
