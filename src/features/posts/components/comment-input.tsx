import { type FormEvent, useEffect, useId, useRef } from 'react';
import { SendIcon } from '@/components/ui/action-icons';
import { CharacterCounter } from '@/components/ui/character-counter';
import { textLimit } from '@/utils/text-limit';

/** comments.content: char_length <= 1000 (spec §5). */
const COMMENT_MAX_LENGTH = 1000;

interface CommentInputProps {
  /** Names the field. */
  label: string;
  /** Names the send button. */
  submitLabel: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  isBusy: boolean;
  /** The reply box opens because the user asked to type a reply: put the cursor there. */
  focusOnMount?: boolean;
}

/**
 * One-line comment or reply field: Enter submits (spec §5); blank text cannot be sent, nor text over
 * the limit, which stays in the field with the counter saying why (never cut, issue 14 §8).
 */
export function CommentInput({
  label,
  submitLabel,
  placeholder,
  value,
  onChange,
  onSubmit,
  isBusy,
  focusOnMount,
}: CommentInputProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const isBlank = !value.trim();
  const limit = textLimit(value, COMMENT_MAX_LENGTH);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank && !limit.isOver && !isBusy) onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="space-y-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={inputRef}
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-invalid={limit.isOver || undefined}
          aria-describedby={limit.isNear ? `${id}-count` : undefined}
          disabled={isBusy}
          className="min-w-0 flex-1 rounded-full border border-control-edge bg-zinc-900 px-4 py-2 text-base text-zinc-100 placeholder:text-muted focus:border-brand-400 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400 disabled:opacity-60 sm:text-sm"
        />
        <button
          type="submit"
          aria-label={submitLabel}
          disabled={isBlank || limit.isOver || isBusy}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-500 disabled:bg-zinc-800 disabled:text-muted"
        >
          <SendIcon className="size-5" />
        </button>
      </div>
      <CharacterCounter id={`${id}-count`} limit={limit} what="Comments" className="px-4" />
    </form>
  );
}
