import { type FormEvent, useState } from 'react';
import { type AmountChoice, AmountPicker, pickedAmount } from '@/components/money/amount-picker';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { clearPendingIntent } from '@/lib/pending-intent';
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, TOPUP_PRESETS, useStartTopup } from '@/lib/topup';
import { formatEuro } from '@/utils/money';

/** Top up with a preset (€10/€20/€50/€100) or a custom €5–€500, paid on the provider's page (issue 13 §7). */
export function TopupForm() {
  const [choice, setChoice] = useState<AmountChoice>(2000);
  const [custom, setCustom] = useState('');
  const [key, renewKey] = useIdempotencyKey();
  const startTopup = useStartTopup();
  const amount = pickedAmount(choice, custom, TOPUP_MIN_CENTS, TOPUP_MAX_CENTS);
  const isLeaving = startTopup.isPending || startTopup.isSuccess;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null) return;
    // A top-up of its own: no purchase waits for it, so the return stays in the wallet.
    clearPendingIntent();
    startTopup.mutate({ amountCents: amount, idempotencyKey: key });
  };

  return (
    <form onSubmit={handleSubmit} aria-labelledby="topup-heading" className="space-y-4">
      <h2 id="topup-heading" className="text-base font-semibold text-white">
        Top up
      </h2>
      <AmountPicker
        legend="Amount"
        presets={TOPUP_PRESETS}
        minCents={TOPUP_MIN_CENTS}
        maxCents={TOPUP_MAX_CENTS}
        choice={choice}
        custom={custom}
        // A different amount is a different top-up: a new key (a key is bound to its amount).
        onChoiceChange={(next) => {
          setChoice(next);
          renewKey();
        }}
        onCustomChange={(text) => {
          setCustom(text);
          renewKey();
        }}
      />
      {startTopup.isError ? <Alert tone="error">{startTopup.error.message}</Alert> : null}
      <Button type="submit" disabled={amount === null || isLeaving} className="w-full">
        {isLeaving ? 'Opening the payment page...' : amount !== null ? `Top up ${formatEuro(amount)}` : 'Top up'}
      </Button>
      <p className="text-xs text-muted">
        You pay by card on our payment provider&apos;s page; your wallet is credited as soon as the payment is
        confirmed. Purchases are final.
      </p>
    </form>
  );
}
