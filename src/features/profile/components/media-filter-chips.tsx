import { FilterChips } from '@/components/ui/filter-chips';
import { MEDIA_FILTERS, type MediaFilter } from '../utils/media-filter';

interface MediaFilterChipsProps {
  value: MediaFilter;
  counts: Record<MediaFilter, number>;
  onChange: (value: MediaFilter) => void;
}

/** All / Photo / Video with counts (spec §2): a group of toggle buttons, one pressed. */
export function MediaFilterChips({ value, counts, onChange }: MediaFilterChipsProps) {
  return (
    <FilterChips
      label="Media filter"
      items={MEDIA_FILTERS.map((filter) => ({ ...filter, count: counts[filter.value] }))}
      value={value}
      onChange={onChange}
      className="px-4 py-3"
    />
  );
}
