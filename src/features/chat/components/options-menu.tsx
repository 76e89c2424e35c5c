import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoreIcon } from '@/components/ui/icons';

interface OptionsMenuProps {
  profileHref: string;
  onShowMedia: () => void;
}

const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm text-zinc-200 hover:bg-zinc-800 focus-visible:bg-zinc-800';

/** The header's options (the spec's button is unused): view the profile, or jump to the shared media. */
export function OptionsMenu({ profileHref, onShowMedia }: OptionsMenuProps) {
  const [isOpen, setIsOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const handleKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label="Conversation options"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((open) => !open)}
        className="flex size-10 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <MoreIcon className="size-5" />
      </button>
      {isOpen ? (
        <div
          role="menu"
          aria-label="Conversation options"
          className="absolute top-full right-0 z-30 mt-1 w-48 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900 py-1 shadow-xl"
        >
          <Link role="menuitem" to={profileHref} className={itemClass}>
            View profile
          </Link>
          <button
            role="menuitem"
            type="button"
            className={itemClass}
            onClick={() => {
              setIsOpen(false);
              onShowMedia();
            }}
          >
            Photos & videos
          </button>
        </div>
      ) : null}
    </div>
  );
}
