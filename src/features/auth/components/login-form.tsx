import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useSignIn } from '../api/sign-in';

interface LoginFormProps {
  onSuccess: () => void;
  notice?: string | null;
}

export function LoginForm({ onSuccess, notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const signIn = useSignIn();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate({ email, password, rememberMe }, { onSuccess: () => onSuccess() });
  };

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {signIn.error ? <Alert tone="error">{signIn.error.message}</Alert> : null}
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
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        placeholder="Your password"
      />
      <div className="flex items-center justify-between gap-4">
        <Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)}>
          Remember me
        </Checkbox>
        <Link to={paths.forgotPassword} className="rounded text-sm font-medium text-brand-400 hover:text-brand-300">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Log In'}
      </Button>
      <p className="text-center text-sm text-zinc-400">
        Don&apos;t have an account?{' '}
        <Link to={paths.signup} className="rounded font-semibold text-brand-400 hover:text-brand-300">
          Sign up
        </Link>
      </p>
    </form>
  );
}
