import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { CoverImage } from '@/components/ui/cover-image';
import { paths } from '@/config/paths';
import type { ProfileCard } from '@/lib/schemas/profile-card';
import { formatCompactNumber } from '@/utils/format';

export function CreatorSlide({ creator, follow }: { creator: ProfileCard; follow?: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900">
      <CoverImage src={creator.cover_url} className="h-24" display={{ width: 280, sizes: '280px' }} />
      <div className="-mt-8 space-y-3 px-4 pb-4">
        <div className="flex items-end justify-between gap-2">
          <Avatar
            avatarUrl={creator.avatar_url}
            username={creator.username}
            name={creator.name}
            size="lg"
            className="ring-4 ring-zinc-900"
          />
          {follow}
        </div>
        <div className="min-w-0">
          <Link
            to={paths.profileOf(creator.username)}
            className="block truncate font-semibold text-white hover:underline"
          >
            {creator.name}
          </Link>
          <p className="truncate text-sm text-zinc-400">
            @{creator.username} · {formatCompactNumber(creator.followers_count)} followers
          </p>
        </div>
        {creator.bio ? <p className="line-clamp-2 text-sm text-zinc-300">{creator.bio}</p> : null}
      </div>
    </div>
  );
}
