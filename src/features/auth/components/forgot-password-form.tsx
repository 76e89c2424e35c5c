import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { messages } from '../utils/validation';

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email);
  };

  if (request.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{messages.resetEmailSent}</Alert>
        <ButtonLink to={paths.login} variant="secondary" className="w-full">
          Back to Login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {request.error ? <Alert tone="error">{request.error.message}</Alert> : null}
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        placeholder="you@example.com"
      />
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="rounded font-semibold text-brand-400 hover:text-brand-300">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
