import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface EmojiSelection {
  native: string;
}

/** The emoji-mart options this app uses (its React wrapper is untyped). */
interface EmojiMartProps {
  data: unknown;
  onEmojiSelect: (emoji: EmojiSelection) => void;
  onClickOutside: (event: MouseEvent) => void;
  theme: 'dark';
  set: 'native';
  locale: 'en';
  perLine: number;
  maxFrequentRows: number;
  previewPosition: 'none';
  searchPosition: 'sticky';
}

/*
 * Loaded on first open only (its code and data are ~500 KB): the picker and its data come from
 * this app's own bundle, never a CDN, because `data`, `set` and `locale` are all given.
 */
const EmojiMart = lazy(async () => {
  const [picker, data] = await Promise.all([import('@emoji-mart/react'), import('@emoji-mart/data')]);
  const Picker = picker.default as ComponentType<EmojiMartProps>;
  function LocalPicker(props: Omit<EmojiMartProps, 'data'>) {
    return <Picker data={data.default} {...props} />;
  }
  return { default: LocalPicker };
});

interface EmojiPickerProps {
  onSelect: (emoji: string) => void;
  /** An outside press; the caller decides (a press on the emoji button itself only toggles). */
  onClickOutside: (event: MouseEvent) => void;
}

/** Spec §2/§9: dark, 8 per line, no preview, sticky search, up to 2 rows of frequent emoji. */
export function EmojiPicker({ onSelect, onClickOutside }: EmojiPickerProps) {
  return (
    <div className="absolute bottom-full left-2 z-30 mb-2 max-h-[400px]" data-testid="emoji-picker">
      <Suspense
        fallback={
          <div className="flex h-[400px] w-[352px] max-w-[calc(100vw-1rem)] items-center justify-center rounded-2xl border border-zinc-800 bg-zinc-900">
            <Spinner label="Loading emoji" />
          </div>
        }
      >
        <EmojiMart
          onEmojiSelect={(emoji) => onSelect(emoji.native)}
          onClickOutside={onClickOutside}
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
