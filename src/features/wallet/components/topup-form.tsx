import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/input';
import { useIdempotencyKey } from '@/hooks/use-idempotency-key';
import { cn } from '@/utils/cn';
import { formatEuro, parseEuroInput } from '@/utils/money';
import { TOPUP_MAX_CENTS, TOPUP_MIN_CENTS, TOPUP_PRESETS, useStartTopup } from '../api/start-topup';

const RANGE_TEXT = `Top-ups are between ${formatEuro(TOPUP_MIN_CENTS)} and ${formatEuro(TOPUP_MAX_CENTS)}.`;

interface TopupFormProps {
  /** Preselected amount (e.g. what a purchase is short of, rounded up to a preset). */
  initialCents?: number;
  /** Called just before leaving for the payment page (the subscribe sheet saves its intent). */
  onBeforeRedirect?: (amountCents: number) => void;
  heading?: string;
}

/** Top up with a preset (€10/€20/€50/€100) or a custom €5–€500, paid on the provider's page (issue 13 §7). */
export function TopupForm({ initialCents = 2000, onBeforeRedirect, heading = 'Top up' }: TopupFormProps) {
  const presets: readonly number[] = TOPUP_PRESETS;
  const [preset, setPreset] = useState<number | 'custom'>(presets.includes(initialCents) ? initialCents : 'custom');
  const [custom, setCustom] = useState(presets.includes(initialCents) ? '' : String(initialCents / 100));
  const [key, renewKey] = useIdempotencyKey();
  const startTopup = useStartTopup();

  const amount = preset === 'custom' ? parseEuroInput(custom) : preset;
  const isValid = amount !== null && amount >= TOPUP_MIN_CENTS && amount <= TOPUP_MAX_CENTS;
  const showRange = preset === 'custom' && custom.trim() !== '' && !isValid;

  const choose = (next: number | 'custom') => {
    setPreset(next);
    // A different amount is a different top-up: a new key (the old one is bound to its amount).
    renewKey();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || amount === null) return;
    onBeforeRedirect?.(amount);
    startTopup.mutate({ amountCents: amount, idempotencyKey: key });
  };

  const isLeaving = startTopup.isPending || startTopup.isSuccess;
  return (
    <form onSubmit={handleSubmit} aria-label={heading} className="space-y-4">
      <fieldset className="space-y-3" disabled={isLeaving}>
        <legend className="text-base font-semibold text-white">{heading}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {TOPUP_PRESETS.map((cents) => (
            <label
              key={cents}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold tabular-nums has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400',
                preset === cents
                  ? 'border-brand-500 bg-brand-600/20 text-white'
                  : 'border-zinc-700 bg-zinc-900 text-zinc-200 hover:bg-zinc-800',
              )}
            >
              <input
                type="radio"
                name="topup-amount"
                className="sr-only"
                checked={preset === cents}
                onChange={() => choose(cents)}
              />
              {formatEuro(cents)}
            </label>
          ))}
          <label
            className={cn(
              'col-span-2 flex min-h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-400 sm:col-span-1',
              preset === 'custom'
                ? 'border-brand-500 bg-brand-600/20 text-white'
                : 'border-zinc-700 bg-zinc-900 text-zinc-200 hover:bg-zinc-800',
            )}
          >
            <input
              type="radio"
              name="topup-amount"
              className="sr-only"
              checked={preset === 'custom'}
              onChange={() => choose('custom')}
            />
            Other amount
          </label>
        </div>
        {preset === 'custom' ? (
          <div className="space-y-1.5">
            <label htmlFor="topup-custom" className="block text-sm font-medium text-zinc-300">
              Amount in euro
            </label>
            <input
              id="topup-custom"
              inputMode="decimal"
              autoComplete="off"
              placeholder="e.g. 25"
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                renewKey();
              }}
              aria-invalid={showRange}
              aria-describedby="topup-range"
              className={fieldClass}
            />
            <p id="topup-range" className={cn('text-xs', showRange ? 'text-red-300' : 'text-zinc-400')}>
              {RANGE_TEXT}
            </p>
          </div>
        ) : null}
      </fieldset>
      {startTopup.isError ? <Alert tone="error">{startTopup.error.message}</Alert> : null}
      <Button type="submit" disabled={!isValid || isLeaving} className="w-full">
        {isLeaving ? 'Opening the payment page...' : isValid ? `Top up ${formatEuro(amount)}` : 'Top up'}
      </Button>
      <p className="text-xs text-zinc-500">
        You pay by card on our payment provider&apos;s page; your wallet is credited as soon as the payment is
        confirmed. Purchases are final.
      </p>
    </form>
  );
}
