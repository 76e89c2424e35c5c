import type { CreatorProfile } from '../api/schemas';
import { formatCount } from '../utils/format-price';

/** Posts, media, likes received and followers, from the database's counters. */
export function ProfileCounters({ profile }: { profile: CreatorProfile }) {
  const counters = [
    { label: 'Posts', value: profile.posts_count },
    { label: 'Media', value: profile.media_count },
    { label: 'Likes', value: profile.likes_count },
    { label: 'Followers', value: profile.followers_count },
  ];
  return (
    <dl className="mt-4 grid grid-cols-4 gap-2 rounded-2xl border border-zinc-800 bg-zinc-900/50 px-2 py-3 text-center">
      {counters.map(({ label, value }) => (
        <div key={label} className="flex flex-col-reverse">
          <dt className="text-xs text-zinc-400">{label}</dt>
          <dd className="text-base font-bold text-white tabular-nums" data-testid={`count-${label.toLowerCase()}`}>
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
