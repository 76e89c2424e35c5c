import { Alert } from '@/components/ui/alert';
import { ListSection } from '@/components/ui/list-section';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import {
  type NotificationSetting,
  useMutedNotifications,
  useSetMutedNotifications,
} from '../api/notification-settings';
import { SwitchRow } from '@/components/ui/switch-row';

/** Each kind a user may mute, in the order shown (issue 19 §5). */
const KINDS: ReadonlyArray<{ kind: NotificationSetting; label: string; hint: string }> = [
  { kind: 'follow', label: 'New followers', hint: 'When someone follows you' },
  { kind: 'like', label: 'Likes', hint: 'Likes on your posts and comments' },
  { kind: 'comment', label: 'Comments and replies', hint: 'On your posts, and replies to your comments' },
  { kind: 'subscriber', label: 'Subscribers', hint: 'New subscribers and renewals (creators)' },
  { kind: 'tip', label: 'Tips', hint: 'Tips you receive (creators)' },
  { kind: 'purchase', label: 'Purchases', hint: 'Unlocks of your paid posts and messages (creators)' },
];

/**
 * Settings › Notifications › In-app: a switch per kind of activity. Off, the database stops writing
 * that kind for you (migration 20261128010000); what is already in your list stays.
 */
export function NotificationSettings() {
  const user = useUser();
  const muted = useMutedNotifications(user.id);
  const save = useSetMutedNotifications(user.id);

  if (muted.isPending) {
    return (
      <div className="space-y-2 p-4" aria-busy="true" aria-label="Loading notification settings">
        {KINDS.map(({ kind }) => (
          <Skeleton key={kind} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (muted.isError) {
    return <QueryError what="your notification settings" error={muted.error} onRetry={muted.refetch} />;
  }

  const set = (kind: NotificationSetting, on: boolean) => {
    const next = on ? muted.data.filter((k) => k !== kind) : [...muted.data, kind];
    save.mutate(next);
  };
  return (
    <div className="space-y-4 p-4">
      {save.isError ? <Alert tone="error">Could not save: {save.error.message}</Alert> : null}
      <ListSection title="Show in your notifications">
        {KINDS.map(({ kind, label, hint }) => (
          <li key={kind}>
            <SwitchRow label={label} hint={hint} isOn={!muted.data.includes(kind)} onChange={(on) => set(kind, on)} />
          </li>
        ))}
      </ListSection>
      <p className="px-4 text-xs text-zinc-400">
        Failed subscription renewals, payout updates and notices from Velvet (answers from support, removed content,
        reviewed reports) are always shown. Turning a kind off stops new ones; those already in your notifications stay.
      </p>
    </div>
  );
}
