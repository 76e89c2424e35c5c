import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileRow } from '@/components/ui/profile-row';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useFollowing, usePatchFollowing } from '../api/get-following';

export interface FollowSlotProps {
  userId: string;
  name: string;
  isFollowing: boolean;
  onFollowingChange: (isFollowing: boolean) => void;
  size: 'sm';
}

function Loading() {
  return (
    <div role="status" aria-label="Loading the people you follow">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Following (/following): the people you follow, with unfollow. */
export function FollowingView({ renderFollowButton }: { renderFollowButton: (props: FollowSlotProps) => ReactNode }) {
  const user = useUser();
  const following = useFollowing(user.id);
  const patch = usePatchFollowing(user.id);

  let body: ReactNode;
  if (following.isPending) body = <Loading />;
  else if (following.isError) {
    body = (
      <div className="space-y-3 p-4">
        <Alert tone="error">Could not load the people you follow: {following.error.message}</Alert>
        <Button variant="secondary" onClick={() => void following.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (following.data.length === 0) {
    body = (
      <EmptyState
        icon={<UsersIcon className="size-7" />}
        title="You are not following anyone yet"
        action={<ButtonLink to={paths.discover}>Discover creators</ButtonLink>}
      >
        Follow creators to see them here.
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label="People you follow" className="divide-y divide-zinc-900">
        {following.data.map((person) => (
          <li key={person.id}>
            <ProfileRow
              person={person}
              action={renderFollowButton({
                userId: person.id,
                name: person.name,
                isFollowing: person.is_following,
                onFollowingChange: (isFollowing) => patch(person.id, isFollowing),
                size: 'sm',
              })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader title="Following" backTo={paths.home} backOnSmallOnly />
      {body}
    </>
  );
}
