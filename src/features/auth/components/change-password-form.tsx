import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { useSendReauthenticationCode } from '../api/send-reauthentication-code';
import { accountMessages, validateNewPassword } from '../utils/validation';

/**
 * New password twice (spec §5 rules). When the service asks for reauthentication it mails a code
 * to `email`, and the form shows a code field (with "send a new code") before trying again.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const change = useChangePassword();
  const resend = useSendReauthenticationCode();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      validateNewPassword(password, confirmation) ?? (needsCode && !code.trim() ? accountMessages.codeRequired : null);
    setProblem(invalid);
    setIsChanged(false);
    if (invalid) return;
    change.mutate(
      { password, code: needsCode ? code : undefined },
      {
        onSuccess: (result) => {
          if (result === 'code-sent') {
            setNeedsCode(true);
            return;
          }
          setPassword('');
          setConfirmation('');
          setCode('');
          setNeedsCode(false);
          setIsChanged(true);
        },
      },
    );
  };

  const handleResend = () => {
    setProblem(null);
    change.reset();
    resend.mutate();
  };

  const error = problem ?? change.error?.message ?? resend.error?.message ?? null;
  const notice = resend.isSuccess ? accountMessages.codeResent(email) : accountMessages.codeSent(email);
  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-labelledby="change-password-heading">
      <h2 id="change-password-heading" className="text-base font-semibold text-white">
        Password
      </h2>
      {isChanged ? <Alert tone="success">{accountMessages.passwordChanged}</Alert> : null}
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
      {needsCode ? (
        <div className="space-y-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
          <Alert tone="info">{notice}</Alert>
          <Input
            label="Verification Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="Code from the email"
          />
          <Button variant="ghost" onClick={handleResend} disabled={resend.isPending || change.isPending}>
            {resend.isPending ? 'Sending...' : 'Send a new code'}
          </Button>
        </div>
      ) : null}
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}
