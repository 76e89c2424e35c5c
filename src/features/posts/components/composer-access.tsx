import { useId } from 'react';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';
import { type AccessLevel, PPV_MAX_CENTS, PPV_MIN_CENTS } from '../utils/post-access';

const options: ReadonlyArray<{ value: AccessLevel; label: string }> = [
  { value: 'public', label: 'Everyone' },
  { value: 'subscribers', label: 'Subscribers only' },
  { value: 'ppv', label: 'Pay-per-view' },
];

interface ComposerAccessProps {
  level: AccessLevel;
  price: string;
  onLevel: (level: AccessLevel) => void;
  onPrice: (price: string) => void;
}

/** Creators only (issue 13 §2): who may see the post's media, and the pay-per-view price. */
export function ComposerAccess({ level, price, onLevel, onPrice }: ComposerAccessProps) {
  const ids = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="min-w-0">
        <legend className="mb-1.5 text-xs font-medium text-zinc-400">Who can see the media</legend>
        <div className="flex flex-wrap gap-1.5">
          {options.map((option) => (
            <label
              key={option.value}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400',
                level === option.value
                  ? 'border-brand-500 bg-brand-600/20 text-white'
                  : 'border-control-edge text-zinc-300 hover:bg-zinc-800',
              )}
            >
              <input
                type="radio"
                name={`${ids}-access`}
                value={option.value}
                checked={level === option.value}
                onChange={() => onLevel(option.value)}
                className="sr-only"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {level === 'ppv' ? (
        <div className="w-32">
          <label htmlFor={`${ids}-price`} className="mb-1.5 block text-xs font-medium text-zinc-400">
            Price (€)
          </label>
          <input
            id={`${ids}-price`}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(e) => onPrice(e.target.value)}
            aria-describedby={`${ids}-price-hint`}
            className={cn(fieldClass, 'py-1.5')}
          />
        </div>
      ) : null}
      {level === 'ppv' ? (
        <p id={`${ids}-price-hint`} className="basis-full text-xs text-zinc-400">
          Between {formatEuro(PPV_MIN_CENTS)} and {formatEuro(PPV_MAX_CENTS)}. Every fan, subscribers included, pays
          once to unlock the media; the text stays public.
        </p>
      ) : level === 'subscribers' ? (
        <p className="basis-full text-xs text-zinc-400">Only your subscribers see the media; the text stays public.</p>
      ) : null}
    </div>
  );
}
