import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { formatDateTime } from '@/utils/format';
import { type LogEntry, useModerationLog, useRestoreItem } from '../api/moderation';
import { useReason } from '../hooks/use-reason';
import { ReportedItem } from './reported-item';

const ACTION_LABELS = {
  dismiss: 'Dismissed',
  remove: 'Removed',
  suspend: 'Suspended',
  unsuspend: 'Lifted suspension',
  restore: 'Restored',
  answer_ticket: 'Answered ticket',
  close_ticket: 'Closed ticket',
  reset_two_factor: 'Turned off two-factor',
} as const;

/**
 * Putting back what this entry removed (an appeal that succeeded): opened on demand, showing the item as the
 * queue did, with the reason every moderator action needs. The item shows again and its author is told.
 */
function RestoreForm({ entry, onCancel }: { entry: LogEntry; onCancel: () => void }) {
  const restore = useRestoreItem();
  const why = useReason();
  const kind = entry.target_type ?? 'item';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (restore.isPending || !why.check() || !entry.target_type || !entry.target_id) return;
    restore.mutate({ targetType: entry.target_type, targetId: entry.target_id, reason: why.text });
  };
  return (
    <form onSubmit={submit} className="mt-2 space-y-3">
      {entry.target_type ? <ReportedItem type={entry.target_type} item={entry.item} /> : null}
      {why.field('Why restore it (recorded with your action)')}
      {restore.isError ? <Alert tone="error">Could not restore: {restore.error.message}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={restore.isPending}>
          {restore.isPending ? 'Restoring...' : `Restore ${kind}`}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={restore.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function LogRow({ entry }: { entry: LogEntry }) {
  const [isRestoring, setIsRestoring] = useState(false);
  return (
    <li className="space-y-0.5 py-3 text-sm">
      <p className="text-zinc-100">
        <span className="font-semibold">{ACTION_LABELS[entry.action]}</span>
        {entry.target_type ? ` ${entry.target_type}` : ''}
        {entry.target_username ? ` of @${entry.target_username}` : ''}
      </p>
      <p className="text-xs text-zinc-400">
        by @{entry.moderator_username ?? 'a former moderator'} ·{' '}
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
      </p>
      <p className="text-zinc-300">{entry.reason}</p>
      {entry.can_restore && !isRestoring ? (
        <Button variant="ghost" className="-ml-3 min-h-9 px-3 text-xs" onClick={() => setIsRestoring(true)}>
          Restore {entry.target_type}
        </Button>
      ) : null}
      {entry.can_restore && isRestoring ? <RestoreForm entry={entry} onCancel={() => setIsRestoring(false)} /> : null}
    </li>
  );
}

/** The moderation log, newest first; a removal whose item is still removed can be undone from it. */
export function ModerationLog() {
  const log = useModerationLog();
  if (log.isPending) return <ListSkeleton label="Loading the moderation log" rows={3} />;
  if (log.isError) return <QueryError what="the moderation log" error={log.error} onRetry={log.refetch} />;
  if (log.data.length === 0) return <EmptyState title="Nothing done yet" />;
  return (
    <ul aria-label="Moderation log" className="divide-y divide-zinc-800 p-4">
      {log.data.map((entry) => (
        <LogRow key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
