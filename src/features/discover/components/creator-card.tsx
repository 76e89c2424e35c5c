import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import { formatCompactNumber } from '@/utils/format';
import { formatEuro } from '@/utils/money';
import type { CreatorCard as Creator } from '../api/creator-card';

/** Every card and its placeholder share one fixed size, so a section never moves when it loads. */
export const CARD_BOX =
  'flex h-64 w-44 shrink-0 snap-start flex-col overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900';

const posts = (count: number) => `${formatCompactNumber(count)} ${count === 1 ? 'post' : 'posts'}`;

/** A creator in Discover: cover, avatar, name, handle, monthly price and how many posts to preview. */
export function CreatorCard({ creator, follow }: { creator: Creator; follow: ReactNode }) {
  const price = creator.subscription_price_cents;
  return (
    <div className={CARD_BOX}>
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
        <p className="truncate text-xs text-zinc-400">{posts(creator.posts_count)}</p>
        {follow ? <div className="pt-1 [&>*]:w-full">{follow}</div> : <div className="h-9" aria-hidden="true" />}
      </div>
    </div>
  );
}
