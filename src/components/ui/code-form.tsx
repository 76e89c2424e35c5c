import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** What the field keeps: the six digits, whatever spaces an app shows between them. */
export const cleanCode = (value: string) => value.replace(/\D/g, '').slice(0, 6);

interface CodeFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  error: Error | null;
  submitLabel: string;
  pendingLabel: string;
  /** Buttons beside the submit one (Cancel, Log out). */
  secondary?: ReactNode;
  /** Focus the field when it appears (a step the user just asked for, whose only field it is). */
  focusOnShow?: boolean;
  label?: string;
}

/**
 * The 6-digit code from an authenticator app (two-factor sign-in, and where the database asks for
 * it). What was typed stays after a refusal, so a slip can
 * be corrected; the error is announced and tied to the field.
 */
export function CodeForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  pendingLabel,
  secondary,
  focusOnShow,
  label = '6-digit code',
}: CodeFormProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnShow) formRef.current?.querySelector('input')?.focus();
  }, [focusOnShow]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (code.length !== 6) {
      setProblem('Enter the 6 digits your authenticator app shows.');
      return;
    }
    setProblem(null);
    onSubmit(code);
  };

  const shown = problem ?? error?.message ?? null;
  return (
    <form ref={formRef} onSubmit={handleSubmit} className="space-y-4" noValidate>
      <Input
        label={label}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        value={code}
        onChange={(e) => setCode(cleanCode(e.target.value))}
        aria-invalid={shown ? true : undefined}
        className="font-mono tracking-[0.3em] tabular-nums"
        maxLength={7}
      />
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
