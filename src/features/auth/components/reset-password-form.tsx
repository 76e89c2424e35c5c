import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordInput } from '@/components/ui/password-input';
import { useUpdatePassword } from '../api/update-password';
import { messages, validateNewPassword } from '../utils/validation';

/** Spec §9: the success text stays for 2000 ms before the redirect to /login. */
export const RESET_REDIRECT_DELAY_MS = 2000;

export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdatePassword();

  useEffect(() => {
    if (!update.isSuccess) return;
    const timer = window.setTimeout(onDone, RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [update.isSuccess, onDone]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateNewPassword(password, confirmation);
    setProblem(invalid);
    if (!invalid) update.mutate(password);
  };

  if (update.isSuccess) return <Alert tone="success">{messages.passwordReset}</Alert>;

  const error = problem ?? update.error?.message ?? null;
  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <PasswordInput
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="At least 6 characters"
      />
      <PasswordInput
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        placeholder="Repeat your new password"
      />
      <Button type="submit" className="w-full" disabled={update.isPending}>
        {update.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
