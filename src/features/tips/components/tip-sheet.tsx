import { type FormEvent, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type AmountChoice, AmountPicker, pickedAmount } from '@/components/money/amount-picker';
import type { TipTarget } from '@/components/money/money-slots';
import { TopUpOffer } from '@/components/money/top-up-offer';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { isMoneyError } from '@/lib/money-errors';
import { clearPendingIntent, savePendingIntent, useFinishOnOpen } from '@/lib/pending-intent';
import { centsToInput, formatEuro } from '@/utils/money';
import { TIP_MAX_CENTS, TIP_MESSAGE_MAX, TIP_MIN_CENTS, TIP_PRESETS, useSendTip } from '../api/send-tip';

/** A tip that waited for a top-up, sent again as it was with the key saved before leaving. */
export interface TipResume {
  idempotencyKey: string;
  amountCents: number;
  message: string;
}

interface TipSheetProps {
  target: TipTarget;
  onClose: () => void;
  resume?: TipResume;
}

const isPreset = (cents: number) => TIP_PRESETS.some((preset) => preset === cents);

/** Send a tip from the wallet (issue 13 §6). The key lives as long as the sheet and its amount. */
export function TipSheet({ target, onClose, resume }: TipSheetProps) {
  const [choice, setChoice] = useState<AmountChoice>(() =>
    resume ? (isPreset(resume.amountCents) ? resume.amountCents : 'custom') : TIP_PRESETS[0],
  );
  const [custom, setCustom] = useState(() =>
    resume && !isPreset(resume.amountCents) ? centsToInput(resume.amountCents) : '',
  );
  const [message, setMessage] = useState(resume?.message ?? '');
  const [key, renewKey] = useIdempotencyKey(resume?.idempotencyKey);
  const tip = useSendTip(target);
  const location = useLocation();
  const amount = pickedAmount(choice, custom, TIP_MIN_CENTS, TIP_MAX_CENTS);
  const { mutate } = tip;
  const finish = useCallback(() => {
    if (resume) {
      clearPendingIntent(); // spent once sent, as for an unlock (unlock-sheet.tsx)
      mutate({ amountCents: resume.amountCents, message: resume.message, idempotencyKey: resume.idempotencyKey });
    }
  }, [mutate, resume]);
  useFinishOnOpen(resume !== undefined, finish);
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
            <TopUpOffer
              balanceCents={Number(shortError.details['balance_cents'] ?? 0)}
              priceCents={amount}
              thenText="and tip"
              onBeforeTopUp={() =>
                savePendingIntent({
                  kind: 'tip',
                  target,
                  amountCents: amount,
                  message,
                  returnTo: location.pathname + location.search,
                  idempotencyKey: key,
                })
              }
            />
          ) : tip.isError ? (
            <Alert tone="error">{tip.error.message}</Alert>
          ) : null}
          <Button type="submit" className="w-full" disabled={amount === null || tip.isPending}>
            {tip.isPending ? 'Sending...' : amount !== null ? `Send ${formatEuro(amount)} tip` : 'Send tip'}
          </Button>
          <p className="text-xs text-muted">Paid from your Velvet wallet. Tips are final.</p>
        </form>
      )}
    </Sheet>
  );
}
