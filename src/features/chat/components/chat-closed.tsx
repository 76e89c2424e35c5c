import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type ChatPermission, useBlockChange } from '@/lib/blocks';

/** Why the composer is not offered (issue 19 §1, §3). */
export function closedReason(permission: ChatPermission, username: string): string | null {
  if (permission.blockedByMe) return `You blocked @${username}`;
  switch (permission.refusal) {
    case 'blocked':
      return "You can't reply to this conversation";
    case 'following':
      return `@${username} only accepts messages from people they follow.`;
    case 'subscribers':
      return `@${username} only accepts messages from their subscribers.`;
    default:
      return null;
  }
}

/** In place of the composer when the user may not write here; the blocker can unblock from it. */
export function ChatClosed({
  permission,
  otherUserId,
  username,
}: {
  permission: ChatPermission;
  otherUserId: string;
  username: string;
}) {
  const unblock = useBlockChange();
  return (
    <div className="space-y-2 border-t border-zinc-800 bg-zinc-950 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="text-sm text-zinc-300">
          {closedReason(permission, username)}
        </p>
        {permission.blockedByMe ? (
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={unblock.isPending}
            onClick={() => unblock.mutate({ userId: otherUserId, block: false })}
          >
            {unblock.isPending ? 'Unblocking...' : 'Unblock'}
          </Button>
        ) : null}
      </div>
      {unblock.isError ? <Alert tone="error">Could not unblock: {unblock.error.message}</Alert> : null}
    </div>
  );
}
