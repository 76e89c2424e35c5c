import { cn } from '@/utils/cn';
import type { ChatFilter } from '../utils/filter-chats';

const chips: ReadonlyArray<{ value: ChatFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'online', label: 'Online' },
];

interface ChatFilterChipsProps {
  value: ChatFilter;
  onChange: (value: ChatFilter) => void;
}

export function ChatFilterChips({ value, onChange }: ChatFilterChipsProps) {
  return (
    <div role="group" aria-label="Filter chats" className="flex gap-2">
      {chips.map((chip) => (
        <button
          key={chip.value}
          type="button"
          aria-pressed={value === chip.value}
          onClick={() => onChange(chip.value)}
          className={cn(
            'min-h-9 rounded-full px-4 text-sm font-semibold transition-colors',
            value === chip.value ? 'bg-brand-600 text-white' : 'bg-zinc-900 text-zinc-300 hover:bg-zinc-800',
          )}
        >
          {chip.label}
        </button>
      ))}
    </div>
  );
}
