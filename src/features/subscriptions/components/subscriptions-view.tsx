import { type ReactNode, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StarIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { isRunning, type MySubscription, useMySubscriptions } from '../api/get-my-subscriptions';
import { SubscriptionCard } from './subscription-card';

type Group = 'running' | 'ended';

const discoverLink = <ButtonLink to={paths.discover}>Discover creators</ButtonLink>;

function SubscriptionList({ rows, label }: { rows: MySubscription[]; label: string }) {
  return (
    <ul aria-label={label} className="space-y-3 p-4">
      {rows.map((row) => (
        <li key={row.subscription_id}>
          <SubscriptionCard row={row} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Subscriptions (/subscriptions, issue 28): the fan's subscriptions in one request, Active (renewing,
 * or cancelled with access until the period end) and Expired (ended, or a renewal that failed), each
 * with the creator, the price, the renewal or end date and the auto-renew switch.
 */
export function SubscriptionsView() {
  const user = useUser();
  const subscriptions = useMySubscriptions(user.id);
  // Chosen by the person; until then, Expired only when nothing runs.
  const [chosen, setChosen] = useState<Group | null>(null);

  let body: ReactNode;
  if (subscriptions.isPending) body = <ListSkeleton label="Loading your subscriptions" hasAction />;
  else if (subscriptions.isError) {
    body = <QueryError what="your subscriptions" error={subscriptions.error} onRetry={subscriptions.refetch} />;
  } else if (subscriptions.data.length === 0) {
    body = (
      <EmptyState
        icon={<StarIcon className="size-7" />}
        title="You are not subscribed to anyone yet"
        action={discoverLink}
      >
        Subscribe to a creator to see their subscriber-only posts. Your renewals and auto-renew are managed here.
      </EmptyState>
    );
  } else {
    const running = subscriptions.data.filter(isRunning);
    const ended = subscriptions.data.filter((row) => !isRunning(row));
    const group = chosen ?? (running.length === 0 ? 'ended' : 'running');
    const rows = group === 'running' ? running : ended;
    body = (
      <Tabs
        label="Subscriptions"
        items={[
          { value: 'running', label: `Active (${running.length})` },
          { value: 'ended', label: `Expired (${ended.length})` },
        ]}
        value={group}
        onChange={setChosen}
      >
        {rows.length > 0 ? (
          <SubscriptionList
            rows={rows}
            label={group === 'running' ? 'Active subscriptions' : 'Expired subscriptions'}
          />
        ) : group === 'running' ? (
          <EmptyState title="No active subscriptions" action={discoverLink}>
            Subscriptions you start show here with their renewal dates.
          </EmptyState>
        ) : (
          <EmptyState title="No expired subscriptions">
            Subscriptions that end, or whose renewal could not be paid, show here.
          </EmptyState>
        )}
      </Tabs>
    );
  }

  return (
    <>
      <PageHeader title="Subscriptions" backTo={paths.home} backOnSmallOnly />
      {body}
    </>
  );
}
