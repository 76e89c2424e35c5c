import { type KeyboardEvent, useId } from 'react';
import { cn } from '@/utils/cn';

export type ChatTab = 'chat' | 'media';

const tabs: ReadonlyArray<{ value: ChatTab; label: string }> = [
  { value: 'chat', label: 'Chat' },
  { value: 'media', label: 'Media' },
];

/**
 * The Chat / Media tab bar. Not the shared Tabs: its panel must be a flex child that fills the
 * screen height so the message list scrolls inside it, which the shared panel does not allow.
 */
export function ChatTabs({ value, onChange }: { value: ChatTab; onChange: (tab: ChatTab) => void }) {
  const baseId = useId();
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = value === 'chat' ? 'media' : 'chat';
    onChange(next);
    document.getElementById(`${baseId}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="Conversation" className="flex shrink-0 border-b border-zinc-800">
      {tabs.map((tab) => {
        const isActive = tab.value === value;
        return (
          <button
            key={tab.value}
            id={`${baseId}-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={isActive}
            tabIndex={isActive ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={handleKeyDown}
            className={cn(
              'flex-1 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
              isActive ? 'border-brand-500 text-white' : 'border-transparent text-zinc-400 hover:text-zinc-200',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
