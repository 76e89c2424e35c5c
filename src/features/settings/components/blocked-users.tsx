import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSection } from '@/components/ui/list-section';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useUser } from '@/lib/auth';
import { type BlockedUser, useBlockChange, useBlockedUsers } from '@/lib/blocks';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

function BlockedRow({ person }: { person: BlockedUser }) {
  const unblock = useBlockChange();
  return (
    <li className="px-4 py-3">
      <div className="flex items-center gap-3">
        <Link to={paths.profileOf(person.username)} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl">
          <Avatar avatarUrl={person.avatar_url} username={person.username} name={person.name} size="sm" />
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold text-zinc-100">{person.name}</span>
            <span className="block truncate text-xs text-zinc-400">@{person.username}</span>
          </span>
        </Link>
        <Button
          variant="secondary"
          disabled={unblock.isPending}
          aria-label={`Unblock @${person.username}`}
          onClick={() => unblock.mutate({ userId: person.id, block: false })}
        >
          {unblock.isPending ? 'Unblocking...' : 'Unblock'}
        </Button>
      </div>
      {unblock.isError ? (
        <Alert tone="error" className="mt-2">
          Could not unblock: {unblock.error.message}
        </Alert>
      ) : null}
    </li>
  );
}

/** Settings › Blocked Users (issue 19 §1): whom you blocked, newest first, each with Unblock. */
export function BlockedUsers() {
  const user = useUser();
  const blocked = useBlockedUsers(user.id);
  if (blocked.isPending) return <ListSkeleton label="Loading blocked users" hasAction />;
  if (blocked.isError) return <QueryError what="your blocked users" error={blocked.error} onRetry={blocked.refetch} />;
  if (blocked.data.length === 0) {
    return (
      <EmptyState title="No blocked users">
        People you block can't message you, comment on your posts or find you in search. Block someone from their
        profile, a chat, a post or a comment.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3 p-4">
      <ListSection title={`Blocked (${blocked.data.length})`}>
        {blocked.data.map((person) => (
          <BlockedRow key={person.id} person={person} />
        ))}
      </ListSection>
      <p className="px-4 text-xs text-zinc-400">Unblocking doesn't restore follows or subscriptions the block ended.</p>
    </div>
  );
}
