import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { formatCompactNumber } from '@/utils/format';
import { formatEuro } from '@/utils/money';
import type { CreatorCard as Creator } from '../api/creator-card';

/**
 * Every card and its placeholder share one fixed height, so a section never moves when it loads; a
 * rail's cards are one fixed width, a grid's fill their column (`CARD_WIDTH` for the rail).
 */
export const CARD_BOX =
  'flex h-[16.75rem] shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900';
export const CARD_WIDTH = 'w-44';

const count = (n: number, one: string, many: string) => `${formatCompactNumber(n)} ${n === 1 ? one : many}`;

interface CreatorCardProps {
  creator: Creator;
  follow: ReactNode;
  /** Fill the grid cell instead of the rail's fixed width. */
  isFluid?: boolean;
}

/**
 * A creator in Discover: cover, avatar, name, handle, two lines about them (their bio, or how many
 * follow them), the monthly price and how many posts there are to look at (issue 28: no empty band).
 */
export function CreatorCard({ creator, follow, isFluid = false }: CreatorCardProps) {
  const price = creator.subscription_price_cents;
  const about = creator.bio?.trim() || count(creator.followers_count, 'follower', 'followers');
  return (
    <div className={cn(CARD_BOX, isFluid ? 'w-full' : CARD_WIDTH)}>
      <Link
        to={paths.profileOf(creator.username)}
        state={{ profile: creator }}
        aria-label={`${creator.name} @${creator.username}`}
        className="block min-w-0"
      >
        <CoverImage src={creator.cover_url} className="h-16" display={{ width: 176, sizes: '176px' }} />
        <div className="-mt-6 px-3">
          <Avatar
            avatarUrl={creator.avatar_url}
            username={creator.username}
            name={creator.name}
            className="ring-4 ring-zinc-900"
          />
          <p className="mt-1 truncate text-sm font-semibold text-white">{creator.name}</p>
          <p className="truncate text-xs text-zinc-400">@{creator.username}</p>
        </div>
      </Link>
      <p className="mt-1.5 line-clamp-2 h-8 px-3 text-xs leading-4 text-zinc-300">{about}</p>
      <div className="mt-auto space-y-1 px-3 pb-3">
        <p className="truncate text-xs text-zinc-400">
          {price === null ? (
            'Free'
          ) : (
            <>
              <span className="font-semibold text-white">{formatEuro(price)}</span> / month
            </>
          )}
        </p>
        <p className="truncate text-xs text-zinc-400">{count(creator.posts_count, 'post', 'posts')}</p>
        {follow ? <div className="pt-1 [&>*]:w-full">{follow}</div> : <div className="h-9" aria-hidden="true" />}
      </div>
    </div>
  );
}
