import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/utils/cn';
import { MoreIcon } from './icons';

/** One entry of a Menu: a link (`to`) or an action (`onSelect`). */
export interface MenuItem {
  label: string;
  to?: string;
  onSelect?: () => void;
  tone?: 'danger';
}

const itemClass = 'block w-full px-4 py-2.5 text-left text-sm hover:bg-zinc-800 focus-visible:bg-zinc-800';

/**
 * A "more" button with a WAI-ARIA menu (chat header, profile, posts, comments): opening focuses the
 * first item, arrows (and Home/End) move, Escape closes and focus returns to the button, Tab closes
 * and moves on, a pointer outside closes it. Choosing an action returns focus to the button first,
 * so a dialog it opens gives focus back there when it closes.
 */
export function Menu({
  label,
  items,
  className,
  buttonClassName,
  icon,
  align = 'end',
}: {
  label: string;
  items: readonly MenuItem[];
  className?: string;
  buttonClassName?: string;
  icon?: ReactNode;
  /** Which edge of the button the menu lines up with (`start` where the button sits at the left). */
  align?: 'start' | 'end';
}) {
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
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = all.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % all.length
        : event.key === 'ArrowUp'
          ? (index - 1 + all.length) % all.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    all[next]?.focus();
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
          'flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white',
          buttonClassName,
        )}
      >
        {icon ?? <MoreIcon className="size-5" />}
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={handleMenuKeyDown}
          className={cn(
            'absolute top-full z-30 mt-1 w-52 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 py-1 shadow-xl',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item) => {
            const className = cn(itemClass, item.tone === 'danger' ? 'text-red-300' : 'text-zinc-200');
            return item.to ? (
              <Link key={item.label} role="menuitem" tabIndex={-1} to={item.to} className={className}>
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                role="menuitem"
                tabIndex={-1}
                type="button"
                className={className}
                onClick={() => {
                  setIsOpen(false);
                  buttonRef.current?.focus();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
