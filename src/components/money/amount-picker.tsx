import { useId } from 'react';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { formatEuro, parseEuroInput } from '@/utils/money';

export type AmountChoice = number | 'custom';

interface AmountPickerProps {
  legend: string;
  presets: readonly number[];
  minCents: number;
  maxCents: number;
  choice: AmountChoice;
  custom: string;
  onChoiceChange: (choice: AmountChoice) => void;
  onCustomChange: (text: string) => void;
}

/** The amount a picker stands for, or null when the custom text is not a valid amount in range. */
export function pickedAmount(choice: AmountChoice, custom: string, minCents: number, maxCents: number) {
  const cents = choice === 'custom' ? parseEuroInput(custom) : choice;
  return cents !== null && cents >= minCents && cents <= maxCents ? cents : null;
}

const optionClass = (isChecked: boolean) =>
  cn(
    'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 text-center text-sm leading-tight font-semibold tabular-nums has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400',
    isChecked
      ? 'border-brand-500 bg-brand-600/20 text-white'
      : 'border-control-edge bg-zinc-900 text-zinc-200 hover:bg-zinc-800',
  );

/**
 * Preset amounts as a radio group (arrow keys move between them) plus "Other amount" with a text
 * field; the range is always stated under it (issue 13 §6, §7).
 */
export function AmountPicker(props: AmountPickerProps) {
  const { legend, presets, minCents, maxCents, choice, custom, onChoiceChange, onCustomChange } = props;
  const id = useId();
  const rangeText = `Between ${formatEuro(minCents)} and ${formatEuro(maxCents)}.`;
  const isOutOfRange = choice === 'custom' && custom.trim() !== '' && !pickedAmount(choice, custom, minCents, maxCents);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-sm font-semibold text-zinc-200">{legend}</legend>
      {/* By the room the picker has, not the screen's: the wallet's column on a wide screen is narrow. */}
      <div className="@container">
        <div
          className={cn(
            'grid gap-2',
            presets.length > 3 ? 'grid-cols-2 @[27rem]:grid-cols-5' : 'grid-cols-2 @[27rem]:grid-cols-4',
          )}
        >
          {presets.map((cents) => (
            <label key={cents} className={optionClass(choice === cents)}>
              <input
                type="radio"
                name={id}
                className="sr-only"
                checked={choice === cents}
                onChange={() => onChoiceChange(cents)}
              />
              {formatEuro(cents)}
            </label>
          ))}
          <label
            className={cn(optionClass(choice === 'custom'), presets.length > 3 && 'col-span-2 @[27rem]:col-span-1')}
          >
            <input
              type="radio"
              name={id}
              className="sr-only"
              checked={choice === 'custom'}
              onChange={() => onChoiceChange('custom')}
            />
            Other amount
          </label>
        </div>
      </div>
      {choice === 'custom' ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-custom`} className="block text-sm font-medium text-zinc-300">
            Amount in euro
          </label>
          <input
            id={`${id}-custom`}
            inputMode="decimal"
            autoComplete="off"
            placeholder="e.g. 25"
            value={custom}
            onChange={(event) => onCustomChange(event.target.value)}
            aria-invalid={isOutOfRange}
            aria-describedby={`${id}-range`}
            className={fieldClass}
          />
          <p id={`${id}-range`} className={cn('text-xs', isOutOfRange ? 'text-red-300' : 'text-zinc-400')}>
            {rangeText}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
