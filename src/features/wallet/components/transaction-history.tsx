import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { WalletIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useTransactions } from '../api/get-transactions';
import { TransactionRow } from './transaction-row';

/** Every money movement, newest first, 30 at a time (issue 13 §7). */
export function TransactionHistory({ userId }: { userId: string }) {
  const history = useTransactions(userId);
  const rows = history.data?.pages.flat() ?? [];
  return (
    <section aria-labelledby="wallet-history">
      <h2 id="wallet-history" className="px-4 pb-1 text-base font-semibold text-white">
        Transactions
      </h2>
      {history.isPending ? (
        <ListSkeleton label="Loading transactions" rows={4} hasAction />
      ) : history.isError ? (
        <QueryError what="your transactions" error={history.error} onRetry={history.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<WalletIcon className="size-7" />} title="No transactions yet">
          Top-ups, subscriptions, unlocks and tips will show up here.
        </EmptyState>
      ) : (
        <>
          <ul aria-label="Transactions" className="divide-y divide-zinc-800/70">
            {rows.map((row) => (
              <TransactionRow key={`${row.side}:${row.id}`} transaction={row} />
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="p-4">
              <Button
                variant="secondary"
                className="w-full"
                disabled={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchingNextPage ? 'Loading...' : 'Show older transactions'}
              </Button>
            </div>
          ) : null}
          {history.isFetchNextPageError ? (
            <Alert tone="error" className="mx-4">
              Could not load older transactions. Please try again.
            </Alert>
          ) : null}
        </>
      )}
    </section>
  );
}
