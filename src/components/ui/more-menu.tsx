import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MoreIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

export interface MoreMenuItem {
  label: string;
  onSelect: () => void;
  tone?: 'danger';
}

interface MoreMenuProps {
  /** The button's name, e.g. "Post options". */
  label: string;
  items: ReadonlyArray<MoreMenuItem>;
  className?: string;
  buttonClassName?: string;
}

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-zinc-200 hover:bg-zinc-800 focus-visible:bg-zinc-800 focus-visible:-outline-offset-2';

/**
 * A "⋯" button with a WAI-ARIA menu of actions (Report, and whatever else a screen offers): opening
 * focuses the first item, arrows/Home/End move, Escape closes and focus returns to the button, Tab
 * closes and moves on. An item runs after the menu closed, with focus back on the button (a dialog it
 * opens returns focus there).
 */
export function MoreMenu({ label, items, className, buttonClassName }: MoreMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const handlePointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') {
      setIsOpen(false);
      return;
    }
    const list = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % list.length
        : event.key === 'ArrowUp'
          ? (index - 1 + list.length) % list.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? list.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    list[next]?.focus();
  };

  return (
    <div ref={ref} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className={cn(
          'flex size-11 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-800 hover:text-white',
          buttonClassName,
        )}
      >
        <MoreIcon className="size-5" />
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={handleMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 w-48 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 py-1 shadow-xl"
        >
          {items.map((item) => (
            <button
              key={item.label}
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={cn(itemClass, item.tone === 'danger' && 'text-red-300')}
              onClick={() => {
                setIsOpen(false);
                buttonRef.current?.focus();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
