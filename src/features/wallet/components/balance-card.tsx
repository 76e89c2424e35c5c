import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatEuro } from '@/utils/money';
import type { WalletSummary } from '../api/get-wallet';

/** The balance, pending top-ups and, below zero, why buying is blocked (issue 13 §9, VM002). */
export function BalanceCard({ wallet }: { wallet: WalletSummary | undefined }) {
  return (
    <section aria-labelledby="wallet-balance" className="rounded-2xl border border-zinc-800 bg-zinc-900 p-5">
      <h2 id="wallet-balance" className="text-sm font-medium text-zinc-400">
        Balance
      </h2>
      {wallet ? (
        <p
          data-testid="wallet-balance"
          className={`mt-1 text-4xl font-bold tabular-nums ${wallet.is_negative ? 'text-red-300' : 'text-white'}`}
        >
          {formatEuro(wallet.balance_cents)}
        </p>
      ) : (
        <Skeleton className="mt-2 h-10 w-40" />
      )}
      {wallet && wallet.pending_topups > 0 ? (
        <p className="mt-2 text-sm text-zinc-400">
          {formatEuro(wallet.pending_topups_cents)} pending: added once the payment is confirmed.
        </p>
      ) : null}
      {wallet?.is_negative ? (
        <Alert tone="error" className="mt-4">
          Your wallet is below zero because a top-up was refunded or charged back after you spent it. Top up at least{' '}
          {formatEuro(-wallet.balance_cents)} to settle it; until then you cannot subscribe, unlock or tip.
        </Alert>
      ) : null}
    </section>
  );
}
