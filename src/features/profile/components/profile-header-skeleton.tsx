import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import type { ProfilePreview } from '../api/schemas';

/** Same shape as the header, painted with what the previous screen handed over, if anything. */
export function ProfileHeaderSkeleton({ preview }: { preview: ProfilePreview | null }) {
  return (
    <div role="status" aria-label="Loading profile" className="pb-4">
      <Skeleton className="h-36 rounded-none sm:h-48" />
      <div className="px-4">
        <div className="-mt-12">
          {preview ? (
            <Avatar
              avatarUrl={preview.avatar_url}
              username={preview.username}
              name={preview.name}
              size="xl"
              className="ring-4 ring-zinc-950"
            />
          ) : (
            <Skeleton className="size-24 rounded-full ring-4 ring-zinc-950" />
          )}
        </div>
        {preview ? (
          <>
            <p className="mt-3 text-xl font-bold text-white">{preview.name}</p>
            <p className="text-sm text-zinc-400">@{preview.username}</p>
          </>
        ) : (
          <>
            <Skeleton className="mt-3 h-6 w-40" />
            <Skeleton className="mt-2 h-4 w-24" />
          </>
        )}
        <Skeleton className="mt-4 h-16 w-full rounded-2xl" />
      </div>
    </div>
  );
}
