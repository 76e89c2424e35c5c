import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { invalidateWallet } from '@/lib/money-cache';
import { clearPendingIntent, describeIntent, type PendingIntent } from '@/lib/pending-intent';
import { formatEuro } from '@/utils/money';
import { useTopup } from '../api/get-topup';
import { declineText } from '../utils/transaction-text';

interface TopupReturnProps {
  topupId: string;
  /** `success` or `cancelled` as the payment page sent the fan back (untrusted: only the row counts). */
  checkout: string | null;
  intent: PendingIntent | null;
}

/**
 * Back from the payment page: the URL only says where the fan came from; the top-up row, changed
 * only by the verified webhook, says what happened. Pending until it lands (issue 13 §7).
 */
export function TopupReturn({ topupId, checkout, intent }: TopupReturnProps) {
  const topup = useTopup(topupId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = topup.data?.status;

  useEffect(() => {
    if (status && status !== 'pending') void invalidateWallet(queryClient);
    // The purchase that needed this money is finished where it started (same idempotency key).
    if (status === 'credited' && intent) navigate(intent.returnTo, { replace: true });
  }, [status, intent, navigate, queryClient]);

  if (topup.isPending) {
    return (
      <Alert tone="info">
        <span className="flex items-center gap-2">
          <Spinner /> Checking your payment...
        </span>
      </Alert>
    );
  }
  if (topup.isError) return <Alert tone="error">Could not check your payment: {topup.error.message}</Alert>;
  const row = topup.data;
  if (!row) return <Alert tone="error">This top-up was not found.</Alert>;
  const amount = formatEuro(row.amount_cents);

  switch (row.status) {
    case 'pending':
      return checkout === 'success' ? (
        <Alert tone="info">
          <span className="flex items-center gap-2">
            <Spinner /> Payment of {amount} received by the provider. Waiting for confirmation: your balance updates in
            a moment.
          </span>
        </Alert>
      ) : (
        <Alert tone="info">Top-up of {amount} not completed. Nothing was charged.</Alert>
      );
    case 'credited':
      return (
        <Alert tone="success">
          {amount} added to your wallet.
          {intent ? ` Finishing ${describeIntent(intent)}...` : null}
        </Alert>
      );
    case 'failed':
      return (
        <div className="space-y-2">
          <Alert tone="error">
            Top-up of {amount} failed: {declineText(row.failure_reason)} Your balance is unchanged.
          </Alert>
          {intent ? <IntentNote intent={intent} /> : null}
        </div>
      );
    case 'expired':
      return <Alert tone="info">The payment page for {amount} expired. Nothing was charged.</Alert>;
    default:
      return <Alert tone="info">This top-up was reversed ({row.status}).</Alert>;
  }
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function IntentNote({ intent }: { intent: PendingIntent }) {
  return (
    <p className="text-sm text-zinc-400">
      {sentenceCase(describeIntent(intent))} is waiting for this top-up.{' '}
      <Link to={intent.returnTo} className="font-semibold text-brand-300 underline-offset-2 hover:underline">
        {intent.kind === 'subscribe' ? `Back to ${intent.label}` : 'Go back'}
      </Link>{' '}
      or{' '}
      <button
        type="button"
        onClick={clearPendingIntent}
        className="font-semibold text-zinc-300 underline-offset-2 hover:underline"
      >
        forget it
      </button>
      .
    </p>
  );
}
