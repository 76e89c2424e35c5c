import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { suggestedTopup, useStartTopup } from '@/lib/topup';
import { formatEuro } from '@/utils/money';

interface TopUpOfferProps {
  balanceCents: number;
  priceCents: number;
  /** Runs just before the fan leaves for the payment page (e.g. remembering what to finish on return). */
  onBeforeTopUp?: () => void;
  /** "and subscribe": what happens after the payment. */
  thenText?: string;
}

/**
 * Shown in a purchase sheet when the wallet cannot pay (issue 13 §3, VM001/VM002): how much is
 * missing and one tap to top up the smallest preset that covers it.
 */
export function TopUpOffer({ balanceCents, priceCents, onBeforeTopUp, thenText }: TopUpOfferProps) {
  const shortCents = priceCents - balanceCents;
  const amount = suggestedTopup(shortCents);
  const [key] = useIdempotencyKey();
  const topUp = useStartTopup();
  const isLeaving = topUp.isPending || topUp.isSuccess;
  return (
    <div className="space-y-3">
      <Alert tone="info">
        {balanceCents < 0
          ? `Your wallet is below zero (${formatEuro(balanceCents)}) after a refund or chargeback. Top up to settle it first.`
          : `Your balance is ${formatEuro(balanceCents)}: ${formatEuro(shortCents)} short.`}
      </Alert>
      {topUp.isError ? <Alert tone="error">{topUp.error.message}</Alert> : null}
      <Button
        className="w-full"
        disabled={isLeaving}
        onClick={() => {
          onBeforeTopUp?.();
          topUp.mutate({ amountCents: amount, idempotencyKey: key });
        }}
      >
        {isLeaving ? 'Opening the payment page...' : `Top up ${formatEuro(amount)}${thenText ? ` ${thenText}` : ''}`}
      </Button>
    </div>
  );
}
