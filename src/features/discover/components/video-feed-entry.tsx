import { Link } from 'react-router-dom';
import { ChevronRightIcon, VideoIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** The way into the vertical video feed (spec §2 Video feed). */
export function VideoFeedEntry() {
  return (
    <Link
      to={paths.videos}
      className="mx-4 mb-4 flex items-center gap-4 rounded-2xl border border-zinc-800 bg-gradient-to-r from-brand-700/40 via-zinc-900 to-zinc-900 p-4 hover:border-zinc-700"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
        <VideoIcon className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-white">Watch videos</span>
        <span className="block text-sm text-zinc-400">Short videos from creators, one swipe at a time</span>
      </span>
      <ChevronRightIcon className="size-5 text-zinc-400" />
    </Link>
  );
}
