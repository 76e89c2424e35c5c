import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon } from '@/components/ui/icons';

interface OptionsMenuProps {
  profileHref: string;
  onShowMedia: () => void;
}

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-zinc-200 hover:bg-zinc-800 focus-visible:bg-zinc-800';

/**
 * The header's options (the spec's button is unused): view the profile, or jump to the shared media.
 * A WAI-ARIA menu: opening focuses the first item, arrows (and Home/End) move, Escape closes and
 * focus returns to the button, Tab closes and moves on.
 */
export function OptionsMenu({ profileHref, onShowMedia }: OptionsMenuProps) {
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
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label="Conversation options"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex size-11 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <MoreIcon className="size-5" />
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          role="menu"
          tabIndex={-1}
          aria-label="Conversation options"
          onKeyDown={handleMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 w-48 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 py-1 shadow-xl"
        >
          <Link role="menuitem" tabIndex={-1} to={profileHref} className={itemClass}>
            View profile
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={itemClass}
            onClick={() => {
              setIsOpen(false);
              onShowMedia();
              buttonRef.current?.focus();
            }}
          >
            Photos & videos
          </button>
        </div>
      ) : null}
    </div>
  );
}
