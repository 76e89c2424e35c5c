import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { formatEuro } from '@/utils/money';
import { useSubscribers } from '../api/get-subscribers';
import { formatDate, tenureText } from '../utils/format';

/** The creator's current subscribers, newest first, with tenure and what each pays (`get_subscribers`). */
export function SubscribersList({ userId }: { userId: string }) {
  const subscribers = useSubscribers(userId);
  const rows = subscribers.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="subscribers-title" className="space-y-3">
      <h3 id="subscribers-title" className="text-base font-semibold text-white">
        Subscribers
      </h3>
      {subscribers.isPending ? (
        <ListSkeleton label="Loading subscribers" rows={2} />
      ) : subscribers.isError ? (
        <QueryError what="your subscribers" error={subscribers.error} onRetry={subscribers.refetch} />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-800 px-4 py-6 text-center text-sm text-zinc-400">
          No subscribers yet. Share your profile and post subscriber-only content to get your first fans.
        </p>
      ) : (
        <>
          <ul aria-label="Subscribers" className="divide-y divide-zinc-800 rounded-2xl border border-zinc-800">
            {rows.map((s) => (
              <li key={s.subscription_id}>
                <Link to={paths.profileOf(s.username)} className="flex items-center gap-3 px-4 py-3 hover:bg-zinc-900">
                  <Avatar avatarUrl={s.avatar_url} username={s.username} name={s.name} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-semibold text-white">{s.name}</span>
                    <span className="block truncate text-xs text-zinc-400">
                      {tenureText(s.tenure_days)} · since {formatDate(s.started_at)}
                    </span>
                  </span>
                  <span className="text-right text-xs text-zinc-400">
                    <span className="block text-sm font-medium text-zinc-100 tabular-nums">
                      {formatEuro(s.price_cents)}/mo
                    </span>
                    {s.status === 'cancelled' || !s.auto_renew
                      ? `Ends ${formatDate(s.current_period_end)}`
                      : `Renews ${formatDate(s.current_period_end)}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {subscribers.hasNextPage ? (
            <Button
              variant="secondary"
              onClick={() => void subscribers.fetchNextPage()}
              disabled={subscribers.isFetchingNextPage}
            >
              {subscribers.isFetchingNextPage ? 'Loading...' : 'Show more subscribers'}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
