import { cn } from '@/utils/cn';

export interface FilterChip<T extends string> {
  value: T;
  label: string;
  /** Shown after the label when given (e.g. how many photos). */
  count?: number;
}

interface FilterChipsProps<T extends string> {
  /** The group's accessible name ("Media filter", "Show notifications"). */
  label: string;
  items: ReadonlyArray<FilterChip<T>>;
  value: T;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A row of filter chips: toggle buttons, one pressed (`aria-pressed`), in the tab order one after
 * another. A row wider than the screen scrolls sideways inside itself; the page never does.
 */
export function FilterChips<T extends string>({ label, items, value, onChange, className }: FilterChipsProps<T>) {
  return (
    <div role="group" aria-label={label} className={cn('flex gap-2 overflow-x-auto [scrollbar-width:none]', className)}>
      {items.map((item) => {
        const isActive = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(item.value)}
            className={cn(
              'inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-medium whitespace-nowrap transition-colors',
              isActive ? 'bg-brand-600 text-white' : 'bg-zinc-900 text-zinc-300 hover:bg-zinc-800',
            )}
          >
            {item.label}
            {item.count === undefined ? null : (
              <span className={cn('tabular-nums', isActive ? 'text-on-brand-muted' : 'text-muted')}>{item.count}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
