import { type FormEvent, useEffect, useId, useRef } from 'react';
import { SendIcon } from '@/components/ui/action-icons';

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

/** One-line comment or reply field: Enter submits (spec §5); blank text cannot be sent. */
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
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank && !isBusy) onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={1000}
        disabled={isBusy}
        className="min-w-0 flex-1 rounded-full border border-zinc-700 bg-zinc-900 px-4 py-2 text-base text-zinc-100 placeholder:text-zinc-500 focus:border-brand-400 focus:outline-none disabled:opacity-60 sm:text-sm"
      />
      <button
        type="submit"
        aria-label={submitLabel}
        disabled={isBlank || isBusy}
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-500 disabled:bg-zinc-800 disabled:text-zinc-500"
      >
        <SendIcon className="size-5" />
      </button>
    </form>
  );
}
