import { Link, useSearchParams } from 'react-router-dom';
import { ChevronRightIcon } from '@/components/ui/icons';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { readPendingIntent } from '@/lib/pending-intent';
import { useWallet } from '../api/get-wallet';
import { BalanceCard } from './balance-card';
import { TopupForm } from './topup-form';
import { TopupReturn } from './topup-return';
import { TransactionHistory } from './transaction-history';

/**
 * The fan's wallet (issue 13 §7): balance, top-up, the return from the payment page and the full
 * history. A panel, not a page: the route stacks the creator's earnings below it.
 */
export function WalletPanel() {
  const user = useUser();
  const wallet = useWallet(user.id);
  const [params] = useSearchParams();
  const topupId = params.get('topup');
  const intent = readPendingIntent();

  // From `lg` (the wide layout) two columns: the balance and top-up (room for the amounts in one row) beside the history.
  return (
    <div className="space-y-6 py-4 lg:grid lg:grid-cols-[minmax(0,9fr)_minmax(0,8fr)] lg:items-start lg:gap-2 lg:space-y-0">
      <div className="space-y-4 px-4 lg:sticky lg:top-18">
        {topupId ? <TopupReturn topupId={topupId} checkout={params.get('checkout')} intent={intent} /> : null}
        {wallet.isError ? (
          <QueryError what="your wallet" error={wallet.error} onRetry={wallet.refetch} />
        ) : (
          <BalanceCard wallet={wallet.data} />
        )}
        {/* What the wallet pays every month (issue 28): renewal dates and auto-renew. */}
        <Link
          to={paths.subscriptions}
          className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-zinc-800 bg-zinc-900 px-5 py-3 hover:bg-zinc-800/70"
        >
          <span>
            <span className="block text-sm font-semibold text-white">Subscriptions</span>
            <span className="block text-xs text-zinc-400">Renewal dates and auto-renew</span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0 text-zinc-400" />
        </Link>
        <div className="rounded-2xl border border-zinc-800 bg-zinc-950 p-5">
          <TopupForm />
        </div>
      </div>
      <TransactionHistory userId={user.id} />
    </div>
  );
}
