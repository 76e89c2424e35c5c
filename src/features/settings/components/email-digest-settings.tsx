import { Alert } from '@/components/ui/alert';
import { ListSection } from '@/components/ui/list-section';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useUser } from '@/lib/auth';
import { RadioRow } from '@/components/ui/radio-row';
import { type EmailDigestFrequency, useEmailDigest, useSetEmailDigest } from '../api/email-digest';

/** The choices, in the order shown (issue 19 §5). */
const CHOICES: ReadonlyArray<{ value: EmailDigestFrequency; label: string; hint: string }> = [
  { value: 'daily', label: 'Daily', hint: 'At most one email a day' },
  { value: 'weekly', label: 'Weekly', hint: 'At most one email a week' },
  { value: 'off', label: 'Off', hint: 'No digest emails' },
];

/**
 * Settings › Notifications › Email: how often the digest of unread messages and notifications is
 * mailed. Each choice saves at once; the database sends only when something new is unread.
 */
export function EmailDigestSettings() {
  const user = useUser();
  const digest = useEmailDigest(user.id);
  const save = useSetEmailDigest(user.id);

  if (digest.isPending) {
    return (
      <div className="space-y-2 p-4" aria-busy="true" aria-label="Loading email settings">
        {CHOICES.map(({ value }) => (
          <Skeleton key={value} className="h-14 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (digest.isError) {
    return <QueryError what="your email settings" error={digest.error} onRetry={digest.refetch} />;
  }

  return (
    <div className="space-y-4 p-4">
      {save.isError ? <Alert tone="error">Could not save: {save.error.message}</Alert> : null}
      <p className="px-4 text-sm text-zinc-300">
        A summary of your unread messages and notifications, sent to{' '}
        <span className="font-medium wrap-anywhere text-zinc-100">{user.email}</span> only when something new is
        waiting.
      </p>
      <ListSection title="Email digest">
        {CHOICES.map(({ value, label, hint }) => (
          <li key={value}>
            <RadioRow
              name="email-digest"
              label={label}
              hint={hint}
              isChecked={digest.data === value}
              onSelect={() => save.mutate(value)}
            />
          </li>
        ))}
      </ListSection>
      <p className="px-4 text-xs text-zinc-400">
        Every digest has an unsubscribe link that works without signing in. Emails about your account itself (confirming
        an address, resetting your password) are always sent.
      </p>
    </div>
  );
}
