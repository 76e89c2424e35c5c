import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useChangeEmail } from '../api/change-email';
import type { Account } from '../api/get-account';
import { accountMessages } from '../utils/validation';

/** The login address, a pending change if there is one, and a form to ask for a new one. */
export function ChangeEmailForm({ account }: { account: Account }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangeEmail();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    const invalid = wanted.toLowerCase() === account.email.toLowerCase() ? accountMessages.sameEmail : null;
    setProblem(invalid);
    if (invalid) return;
    change.mutate(wanted, { onSuccess: () => setEmail('') });
  };

  const error = problem ?? change.error?.message ?? null;
  const sentTo = change.isSuccess ? change.data.pendingEmail : null;
  return (
    <form onSubmit={handleSubmit} className="space-y-4" aria-labelledby="change-email-heading">
      <h2 id="change-email-heading" className="text-base font-semibold text-white">
        Email
      </h2>
      <p className="text-sm text-zinc-400">
        You log in with <strong className="break-words font-medium text-zinc-100">{account.email}</strong>.
      </p>
      {sentTo ? (
        <Alert tone="success">{accountMessages.emailChangeSent(account.email, sentTo)}</Alert>
      ) : account.pendingEmail ? (
        <Alert tone="info">{accountMessages.emailPending(account.email, account.pendingEmail)}</Alert>
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Input
        label="New Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@example.com"
        hint="We send a confirmation link to your current and to your new address."
      />
      <Button type="submit" className="w-full sm:w-auto" disabled={change.isPending}>
        {change.isPending ? 'Sending...' : 'Change Email'}
      </Button>
    </form>
  );
}
