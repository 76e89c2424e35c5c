import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { ProfileRow } from '@/components/ui/profile-row';
import { SwitchRow } from '@/components/ui/switch-row';
import { paths } from '@/config/paths';
import { OPEN_SUBSCRIBE_STATE } from '@/lib/subscribe-link';
import { cn } from '@/utils/cn';
import { formatEuro, formatLongDate } from '@/utils/format';
import { isRunning, type MySubscription, type MySubscriptionState } from '../api/get-my-subscriptions';
import { useChangeSubscription } from '../api/subscribe';

const badges: Record<MySubscriptionState, { text: string; className: string }> = {
  active: { text: 'Active', className: 'bg-brand-600/20 text-brand-200' },
  cancelling: { text: 'Cancelled', className: 'bg-zinc-800 text-zinc-200' },
  expired: { text: 'Expired', className: 'bg-zinc-800 text-zinc-300' },
  failed: { text: 'Payment failed', className: 'bg-red-500/15 text-red-200' },
};

/** What happens next, or what happened: the renewal date, the end date, or why it ended. */
function whenText(row: MySubscription): string {
  const end = formatLongDate(row.ended_at ?? row.current_period_end);
  switch (row.state) {
    case 'active':
      return `Renews on ${formatLongDate(row.current_period_end)} for ${formatEuro(row.price_cents)}`;
    case 'cancelling':
      return `Off: access until ${formatLongDate(row.current_period_end)}, then it ends`;
    case 'expired':
      return `Ended on ${end}`;
    case 'failed':
      return `Ended on ${end}: the renewal could not be paid from your wallet`;
  }
}

/**
 * One subscription (issue 28): the creator, the price, and either the auto-renew switch (off =
 * cancel at the period end, on = resume, no charge) or, once it ended, when and a way to subscribe again.
 */
export function SubscriptionCard({ row }: { row: MySubscription }) {
  const change = useChangeSubscription(row.creator_id);
  const badge = badges[row.state];
  const name = row.name ?? 'Unavailable account';
  const price = `${formatEuro(row.price_cents)} / month`;
  const status = (
    <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', badge.className)}>{badge.text}</span>
  );

  return (
    <article
      aria-label={`Subscription to ${name}`}
      className="overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60"
    >
      {row.username ? (
        <ProfileRow
          person={{ id: row.creator_id, name, username: row.username, avatar_url: row.avatar_url }}
          detail={price}
          action={status}
        />
      ) : (
        // The creator's profile is hidden (suspended or under review): the subscription still shows.
        <div className="flex items-center gap-3 px-4 py-3">
          <Avatar avatarUrl={null} username={null} name={null} />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-zinc-300">{name}</span>
            <span className="mt-0.5 block truncate text-xs text-muted">{price}</span>
          </span>
          {status}
        </div>
      )}
      <div className="border-t border-zinc-800">
        {isRunning(row) ? (
          <SwitchRow
            label="Auto-renew"
            hint={whenText(row)}
            isOn={row.auto_renew}
            isBusy={change.isPending}
            onChange={(on) => change.mutate(on ? 'resubscribe' : 'cancel')}
          />
        ) : (
          // Stacked on phones: the sentence keeps its width instead of wrapping beside the button.
          <div className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="min-w-0 text-xs text-zinc-400">{whenText(row)}</p>
            {row.username && row.current_price_cents !== null ? (
              <ButtonLink to={paths.profileOf(row.username)} state={OPEN_SUBSCRIBE_STATE} variant="secondary">
                Subscribe again · {formatEuro(row.current_price_cents)}
              </ButtonLink>
            ) : null}
          </div>
        )}
      </div>
      {change.isError ? (
        <Alert tone="error" className="m-4 mt-0">
          Could not change auto-renew: {change.error.message}
        </Alert>
      ) : null}
    </article>
  );
}
