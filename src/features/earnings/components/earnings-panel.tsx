import { Skeleton } from '@/components/ui/skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useEarnings } from '../api/get-earnings';
import { EarningsBySource, EarningsSummary } from './earnings-summary';
import { PayoutSection } from './payout-section';
import { SubscribersList } from './subscribers-list';

function Loading() {
  return (
    <div role="status" aria-label="Loading earnings" className="space-y-3">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * A creator's earnings (issue 13 §8), self-contained for the wallet screen: balances (available vs
 * pending), payouts, sales by source with the platform fee, and subscribers with tenure.
 */
export function EarningsPanel({ userId }: { userId: string }) {
  const earnings = useEarnings(userId);
  return (
    <section aria-labelledby="earnings-title" className="space-y-6">
      <h2 id="earnings-title" className="text-lg font-bold text-white">
        Earnings
      </h2>
      {earnings.isPending ? (
        <Loading />
      ) : earnings.isError ? (
        <QueryError what="your earnings" error={earnings.error} onRetry={earnings.refetch} />
      ) : (
        <>
          <EarningsSummary earnings={earnings.data} />
          {/* From `lg` (the wide layout): payouts and subscribers on the left, the sales table beside them. */}
          <div className="space-y-6 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6 lg:space-y-0">
            <div className="lg:col-start-1 lg:row-start-1">
              <PayoutSection earnings={earnings.data} userId={userId} />
            </div>
            <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
              <EarningsBySource earnings={earnings.data} />
            </div>
            <div className="lg:col-start-1 lg:row-start-2">
              <SubscribersList userId={userId} />
            </div>
          </div>
        </>
      )}
    </section>
  );
}
