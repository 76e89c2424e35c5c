import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatEuro } from '@/utils/money';
import type { DeletionImpact as Impact } from '../api/get-deletion-impact';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The sentences of what deleting the account loses; empty when it loses nothing but the content. */
export function impactLines(impact: Impact): { lost: string[]; kept: string[] } {
  const lost: string[] = [];
  const kept: string[] = [];
  if (impact.wallet_balance_cents > 0) {
    lost.push(`Your wallet balance of ${formatEuro(impact.wallet_balance_cents)}. It is not refunded.`);
  }
  if (impact.pending_topups > 0) {
    lost.push(`${plural(impact.pending_topups, 'top-up', 'top-ups')} still being paid.`);
  }
  const earnings = impact.available_earnings_cents + impact.pending_earnings_cents;
  if (earnings > 0) {
    lost.push(
      `Your earnings of ${formatEuro(earnings)} (${formatEuro(impact.available_earnings_cents)} available, ${formatEuro(impact.pending_earnings_cents)} still held). Request a payout first to keep what is available.`,
    );
  }
  if (impact.active_subscriptions > 0) {
    lost.push(`${plural(impact.active_subscriptions, 'subscription', 'subscriptions')} you pay for, with no refund.`);
  }
  if (impact.subscribers > 0) {
    lost.push(`${plural(impact.subscribers, 'subscriber', 'subscribers')}, who lose access to your posts.`);
  }
  if (impact.purchased_items > 0) {
    lost.push(`${plural(impact.purchased_items, 'post or message', 'posts and messages')} you bought.`);
  }
  if (impact.payouts_in_progress_cents > 0) {
    kept.push(`Payouts already requested (${formatEuro(impact.payouts_in_progress_cents)}) are still paid to you.`);
  }
  return { lost, kept };
}

interface DeletionImpactProps {
  impact: { data?: Impact; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
}

/** Delete Account's money check (issue 13 §11): said before the account can be deleted. */
export function DeletionImpact({ impact }: DeletionImpactProps) {
  if (impact.isPending) {
    return (
      <p role="status" className="text-sm text-zinc-400">
        Checking your wallet and earnings...
      </p>
    );
  }
  if (impact.isError || !impact.data) {
    return (
      <div className="space-y-2">
        <Alert tone="error">
          Could not check your wallet and earnings. {impact.error?.message ?? ''} Try again before deleting.
        </Alert>
        <Button variant="secondary" onClick={() => void impact.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { lost, kept } = impactLines(impact.data);
  if (lost.length === 0 && kept.length === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-red-500/40 bg-red-500/10 p-3 text-sm text-red-100">
      {lost.length > 0 ? (
        <>
          <p className="font-semibold">You will also lose:</p>
          <ul aria-label="What you will lose" className="list-disc space-y-1 pl-5">
            {lost.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {kept.map((line) => (
        <p key={line} className="text-red-200">
          {line}
        </p>
      ))}
    </div>
  );
}
