import { cn } from '@/utils/cn';

/**
 * A row with a label, a hint and a radio button (Privacy, Email notifications, which authenticator): the native
 * input (hidden, so it keeps arrow keys and the group by `name`) draws as a ring in the row.
 */
export function RadioRow({
  name,
  label,
  hint,
  isChecked,
  onSelect,
}: {
  name: string;
  label: string;
  hint: string;
  isChecked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex min-h-14 cursor-pointer items-center justify-between gap-4 px-4 py-3 hover:bg-zinc-800/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-brand-400">
      <span>
        <span className="block text-sm text-zinc-100">{label}</span>
        <span className="block text-xs text-zinc-400">{hint}</span>
      </span>
      <input type="radio" name={name} checked={isChecked} onChange={onSelect} className="sr-only" />
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          isChecked ? 'border-brand-500' : 'border-control-edge',
        )}
      >
        {isChecked ? <span className="size-2.5 rounded-full bg-brand-500" /> : null}
      </span>
    </label>
  );
}
