import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ProfileRow } from '@/components/ui/profile-row';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { useFollowing } from '../api/get-following';

/** Following (/following): the people you follow, with unfollow. */
export function FollowingView({ renderFollowButton }: { renderFollowButton: RenderFollowButton }) {
  const user = useUser();
  const following = useFollowing(user.id);

  let body: ReactNode;
  if (following.isPending) body = <ListSkeleton label="Loading the people you follow" />;
  else if (following.isError) {
    body = <QueryError what="the people you follow" error={following.error} onRetry={following.refetch} />;
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
