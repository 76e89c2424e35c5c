import { type InputHTMLAttributes, useState } from 'react';
import { cn } from '@/utils/cn';
import { EyeIcon, EyeOffIcon } from './icons';
import { Field, fieldClass } from './input';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A password field with a show/hide toggle (spec §2 /login). */
export function PasswordInput({ label, className, ...props }: PasswordInputProps) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <Field label={label}>
      {(id) => (
        <div className="relative">
          <input
            id={id}
            type={isVisible ? 'text' : 'password'}
            className={cn(fieldClass, 'pr-12', className)}
            {...props}
          />
          <button
            type="button"
            onClick={() => setIsVisible((v) => !v)}
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-pressed={isVisible}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-zinc-400 hover:text-zinc-100"
          >
            {isVisible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
          </button>
        </div>
      )}
    </Field>
  );
}
