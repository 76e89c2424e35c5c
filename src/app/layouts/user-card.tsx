import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { MoreIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentProfile, useUser } from '@/lib/auth';

/** The signed-in user's avatar, name and handle at the top of the side navigation. */
export function UserCard() {
  const user = useUser();
  const profile = useCurrentProfile();
  const data = profile.data;

  return (
    <div className="flex items-center gap-3 rounded-2xl bg-zinc-900/70 p-3">
      {profile.isPending ? (
        <>
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-3 w-20" />
          </div>
        </>
      ) : (
        <>
          <Avatar avatarUrl={data?.avatar_url} username={data?.username} name={data?.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-white">{data?.name || user.email}</p>
            {data ? <p className="truncate text-xs text-zinc-400">@{data.username}</p> : null}
          </div>
        </>
      )}
      <Link
        to={paths.settings}
        aria-label="Account settings"
        className="flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-800 hover:text-white"
      >
        <MoreIcon className="size-5" />
      </Link>
    </div>
  );
}
