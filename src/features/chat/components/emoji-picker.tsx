import { type ComponentType, type KeyboardEvent, type RefObject, Suspense, useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyPart } from '@/lib/lazy-load';
import { watchEmojiMartRoles } from '../utils/emoji-mart-aria';

interface EmojiSelection {
  native: string;
}

/** The emoji-mart options this app uses (its React wrapper is untyped). */
interface EmojiMartProps {
  data: unknown;
  onEmojiSelect: (emoji: EmojiSelection) => void;
  onClickOutside: (event: MouseEvent) => void;
  autoFocus: boolean;
  theme: 'dark';
  set: 'native';
  locale: 'en';
  perLine: number;
  maxFrequentRows: number;
  previewPosition: 'none';
  searchPosition: 'sticky';
}

const pickerBox =
  'flex h-[400px] w-[352px] max-w-[calc(100vw-1rem)] items-center justify-center rounded-2xl border border-zinc-800 bg-zinc-900';

/*
 * Loaded on first open only (its code and data are ~500 KB): the picker and its data come from
 * this app's own bundle, never a CDN, because `data`, `set` and `locale` are all given.
 * Offline, the box says so instead, and the picker loads by itself once the connection is back.
 */
const EmojiMart = lazyPart(
  async () => {
    const [picker, data] = await Promise.all([import('@emoji-mart/react'), import('@emoji-mart/data')]);
    const Picker = picker.default as ComponentType<EmojiMartProps>;
    function LocalPicker(props: Omit<EmojiMartProps, 'data'>) {
      return <Picker data={data.default} {...props} />;
    }
    return LocalPicker;
  },
  <div role="status" className={`${pickerBox} p-6 text-center text-sm text-zinc-300`}>
    Emoji will load when your connection is back.
  </div>,
);

/**
 * Completes emoji-mart's roles (../utils/emoji-mart-aria) once its element, lazily loaded, appears
 * inside `box`, for as long as the picker is open.
 */
function useEmojiMartRoles(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let stopRoles: (() => void) | null = null;
    const attach = () => {
      const shadowRoot = element.querySelector('em-emoji-picker')?.shadowRoot;
      if (!shadowRoot || stopRoles) return;
      stopRoles = watchEmojiMartRoles(shadowRoot);
      waiting.disconnect();
    };
    const waiting = new MutationObserver(attach);
    waiting.observe(element, { childList: true, subtree: true });
    attach();
    return () => {
      waiting.disconnect();
      stopRoles?.();
    };
  }, [box]);
}

interface EmojiPickerProps {
  onSelect: (emoji: string) => void;
  /** An outside press; the caller decides (a press on the emoji button itself only toggles). */
  onClickOutside: (event: MouseEvent) => void;
  /** Focus the picker's search on open (opened from the keyboard). */
  focusOnOpen: boolean;
  /** Escape anywhere in the picker: the caller closes it and takes focus back. */
  onEscape: () => void;
}

/**
 * Spec §2/§9: dark, 8 per line, no preview, sticky search, up to 2 rows of frequent emoji.
 * Keyboard (emoji-mart's own): type to search, arrow keys move through the grid, Enter picks.
 */
export function EmojiPicker({ onSelect, onClickOutside, focusOnOpen, onEscape }: EmojiPickerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEmojiMartRoles(boxRef);
  // Capture: emoji-mart stops Escape in its search field (it only clears the search there).
  const handleKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onEscape();
  };
  return (
    // emoji-mart's own colours come from CSS variables its element inherits (issue 28, review p2): the
    // accent (category underline, focus, selection) is the brand red instead of its blue, on a zinc-900 box.
    <div
      ref={boxRef}
      className="absolute bottom-full left-2 z-30 mb-2 max-h-[400px] [--rgb-accent:244,63,94] [--rgb-background:24,24,27]"
      data-testid="emoji-picker"
      onKeyDownCapture={handleKeyDownCapture}
    >
      <Suspense
        fallback={
          <div className={pickerBox}>
            <Spinner label="Loading emoji" />
          </div>
        }
      >
        <EmojiMart
          onEmojiSelect={(emoji) => onSelect(emoji.native)}
          onClickOutside={onClickOutside}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when opened from the keyboard (composer)
          autoFocus={focusOnOpen}
          theme="dark"
          set="native"
          locale="en"
          perLine={8}
          maxFrequentRows={2}
          previewPosition="none"
          searchPosition="sticky"
        />
      </Suspense>
    </div>
  );
}
