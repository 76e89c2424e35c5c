import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '@/utils/cn';

export const fieldClass =
  'block w-full rounded-xl border border-control-edge bg-zinc-900 px-3.5 py-2.5 text-base text-zinc-100 placeholder:text-muted focus:border-brand-400 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400 disabled:opacity-60 read-only:text-zinc-400 sm:text-sm';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  children: (id: string, hintId: string | undefined) => ReactNode;
}

/** Label above, control, optional hint below; the hint is wired to the control with aria-describedby. */
export function Field({ label, hint, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-zinc-300">
        {label}
      </label>
      {children(id, hintId)}
      {hint ? (
        <div id={hintId} className="text-xs text-zinc-400">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
}

export function Input({ label, hint, className, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => <input id={id} aria-describedby={hintId} className={cn(fieldClass, className)} {...props} />}
    </Field>
  );
}

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: ReactNode;
}

export function Textarea({ label, hint, className, ...props }: TextareaProps) {
  return (
    <Field label={label} hint={hint}>
      {(id, hintId) => (
        <textarea
          id={id}
          aria-describedby={hintId}
          className={cn(fieldClass, 'min-h-28 resize-y', className)}
          {...props}
        />
      )}
    </Field>
  );
}
