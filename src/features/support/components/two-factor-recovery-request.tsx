import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { Input, Textarea } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { textLimit } from '@/utils/text-limit';
import { RECOVERY_MESSAGE_MAX, useRequestTwoFactorRecovery } from '../api/two-factor-recovery';

/**
 * Lost every authenticator (review M7): a request to Velvet's team that needs no session, since the person
 * cannot get past the code step. It is confirmed by a link mailed to the account's own address; what the page
 * says afterwards is the same whether or not an account uses the address it was given.
 */
export function TwoFactorRecoveryRequest({ initialEmail = '' }: { initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState('');
  const request = useRequestTwoFactorRecovery();
  const counterId = useId();
  const limit = textLimit(message, RECOVERY_MESSAGE_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending || limit.length === 0 || limit.isOver) return;
    request.mutate({ email, message });
  };

  if (request.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">
          Thanks. If an account with two-factor authentication uses {email.trim()}, we have sent it an email with a link
          to confirm this request. The link works for one hour.
        </Alert>
        <p className="text-sm text-zinc-300">
          Once you confirm it, our team checks that it is really you, which may take a few days, and writes to you at
          that address. Nothing changes on your account until then.
        </p>
        <ButtonLink to={paths.login} variant="secondary" className="w-full">
          Back to Login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={submit} aria-label="Two-factor recovery request" className="space-y-5">
      {request.isError ? <Alert tone="error">{request.error.message}</Alert> : null}
      <Input
        label="Email of your account"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        placeholder="you@example.com"
      />
      <div className="space-y-1">
        <Textarea
          label="What happened?"
          name="message"
          required
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="For example: my phone was stolen and I had no backup authenticator."
          aria-describedby={counterId}
        />
        <CharacterCounter id={counterId} limit={limit} what="Messages" />
      </div>
      <p className="text-xs text-zinc-400">
        We will email a link to the account’s address to confirm the request. Our team may ask you about your account
        before turning two-factor authentication off.
      </p>
      <Button type="submit" className="w-full" disabled={request.isPending || limit.isOver}>
        {request.isPending ? 'Sending...' : 'Send request'}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="rounded font-semibold text-brand-400 hover:text-brand-300">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
