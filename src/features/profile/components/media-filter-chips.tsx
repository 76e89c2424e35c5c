import { cn } from '@/utils/cn';
import { MEDIA_FILTERS, type MediaFilter } from '../utils/media-filter';

interface MediaFilterChipsProps {
  value: MediaFilter;
  counts: Record<MediaFilter, number>;
  onChange: (value: MediaFilter) => void;
}

/** All / Photo / Video with counts (spec §2): a group of toggle buttons, one pressed. */
export function MediaFilterChips({ value, counts, onChange }: MediaFilterChipsProps) {
  return (
    <div role="group" aria-label="Media filter" className="flex gap-2 px-4 py-3">
      {MEDIA_FILTERS.map((filter) => {
        const isActive = filter.value === value;
        return (
          <button
            key={filter.value}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(filter.value)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium transition-colors',
              isActive ? 'bg-brand-600 text-white' : 'bg-zinc-900 text-zinc-300 hover:bg-zinc-800',
            )}
          >
            {filter.label}
            <span className={cn('tabular-nums', isActive ? 'text-on-brand-muted' : 'text-muted')}>
              {counts[filter.value]}
            </span>
          </button>
        );
      })}
    </div>
  );
}
