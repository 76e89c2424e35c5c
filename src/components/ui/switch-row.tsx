import { useId } from 'react';
import { cn } from '@/utils/cn';

/**
 * A row with a label, a hint and an on/off switch (Notifications, Privacy, a subscription's
 * auto-renew). The label names the switch and the hint describes it, so "Auto-renew, on" is read
 * first and what follows from it after.
 */
export function SwitchRow({
  label,
  hint,
  isOn,
  onChange,
  isBusy = false,
}: {
  label: string;
  hint: string;
  isOn: boolean;
  onChange: (on: boolean) => void;
  /** Its change is being saved: the switch waits (and says so) instead of taking a second tap. */
  isBusy?: boolean;
}) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isOn}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={() => onChange(!isOn)}
      className="flex min-h-14 w-full items-center justify-between gap-4 px-4 py-3 text-left hover:bg-zinc-800/60 focus-visible:-outline-offset-2 disabled:cursor-progress disabled:opacity-70"
    >
      <span>
        <span id={`${id}-label`} className="block text-sm text-zinc-100">
          {label}
        </span>
        <span id={`${id}-hint`} className="block text-xs text-zinc-400">
          {hint}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'relative h-6 w-11 shrink-0 rounded-full transition-colors',
          isOn ? 'bg-brand-600' : 'bg-zinc-700',
        )}
      >
        <span
          className={cn(
            'absolute top-0.5 left-0.5 size-5 rounded-full bg-white transition-transform motion-reduce:transition-none',
            isOn && 'translate-x-5',
          )}
        />
      </span>
    </button>
  );
}
