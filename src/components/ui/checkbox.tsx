import type { InputHTMLAttributes, ReactNode } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <label className="flex min-h-6 items-start gap-3 text-sm text-zinc-300">
      <input type="checkbox" className="mt-0.5 size-4 shrink-0 rounded accent-brand-600" {...props} />
      <span>{children}</span>
    </label>
  );
}
