import { type FormEvent, useState } from 'react';
import { type AmountChoice, AmountPicker, pickedAmount } from '@/components/money/amount-picker';
import type { TipTarget } from '@/components/money/money-slots';
import { TopUpOffer } from '@/components/money/top-up-offer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { isMoneyError } from '@/lib/money-errors';
import { formatEuro } from '@/utils/money';
import { TIP_MAX_CENTS, TIP_MESSAGE_MAX, TIP_MIN_CENTS, TIP_PRESETS, useSendTip } from '../api/send-tip';

interface TipSheetProps {
  target: TipTarget;
  onClose: () => void;
}

/** Send a tip from the wallet (issue 13 §6). The key lives as long as the sheet and its amount. */
export function TipSheet({ target, onClose }: TipSheetProps) {
  const [choice, setChoice] = useState<AmountChoice>(TIP_PRESETS[0]);
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [key, renewKey] = useIdempotencyKey();
  const tip = useSendTip(target);
  const amount = pickedAmount(choice, custom, TIP_MIN_CENTS, TIP_MAX_CENTS);
  const shortError = isMoneyError(tip.error, 'VM001') || isMoneyError(tip.error, 'VM002') ? tip.error : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount !== null) tip.mutate({ amountCents: amount, message, idempotencyKey: key });
  };
  const changed = () => {
    // A new amount or message is a new tip; the same one retried keeps its key.
    renewKey();
    tip.reset();
  };

  return (
    <Sheet isOpen onClose={onClose} title={`Tip ${target.creatorName}`}>
      {tip.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">
            You sent {target.creatorName} a {formatEuro(tip.data.amount_cents)} tip. Your balance is now{' '}
            {formatEuro(tip.data.wallet_balance_cents)}.
          </Alert>
          <Button className="w-full" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit} className="space-y-4">
          <AmountPicker
            legend="Amount"
            presets={TIP_PRESETS}
            minCents={TIP_MIN_CENTS}
            maxCents={TIP_MAX_CENTS}
            choice={choice}
            custom={custom}
            onChoiceChange={(next) => {
              setChoice(next);
              changed();
            }}
            onCustomChange={(text) => {
              setCustom(text);
              changed();
            }}
          />
          <Textarea
            label="Message (optional)"
            value={message}
            maxLength={TIP_MESSAGE_MAX}
            onChange={(event) => {
              setMessage(event.target.value);
              changed();
            }}
            hint={`${message.length}/${TIP_MESSAGE_MAX}`}
            className="min-h-20"
          />
          {shortError && amount !== null ? (
            <TopUpOffer balanceCents={Number(shortError.details['balance_cents'] ?? 0)} priceCents={amount} />
          ) : tip.isError ? (
            <Alert tone="error">{tip.error.message}</Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={amount === null || tip.isPending}>
            {tip.isPending ? 'Sending...' : amount !== null ? `Send ${formatEuro(amount)} tip` : 'Send tip'}
          </Button>
          <p className="text-xs text-zinc-500">Paid from your Velvet wallet. Tips are final.</p>
        </form>
      )}
    </Sheet>
  );
}
