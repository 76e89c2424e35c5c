import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { type SignUpResult, useSignUp } from '../api/sign-up';
import { validateSignup } from '../utils/validation';

interface SignupFormProps {
  onResult: (result: SignUpResult) => void;
}

const legalLink = 'rounded font-medium text-brand-400 underline-offset-2 hover:text-brand-300 hover:underline';

export function SignupForm({ onResult }: SignupFormProps) {
  const [values, setValues] = useState({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
    confirmAdult: false,
    acceptTerms: false,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const signUp = useSignUp();

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateSignup(values);
    setProblem(invalid);
    if (invalid) return;
    signUp.mutate(
      { name: values.name, email: values.email, password: values.password, adultConfirmed: values.confirmAdult },
      { onSuccess: (result) => onResult(result) },
    );
  };

  const error = problem ?? signUp.error?.message ?? null;

  return (
    <form onSubmit={handleSubmit} className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Input
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        placeholder="Your full name"
      />
      <Input
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        placeholder="you@example.com"
      />
      <PasswordInput
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(e) => set('password', e.target.value)}
        placeholder="At least 6 characters"
      />
      <PasswordInput
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(e) => set('confirmPassword', e.target.value)}
        placeholder="Repeat your password"
      />
      <Checkbox
        name="confirmAdult"
        required
        checked={values.confirmAdult}
        onChange={(e) => set('confirmAdult', e.target.checked)}
      >
        I confirm that I am 18 years of age or older
      </Checkbox>
      <Checkbox
        name="acceptTerms"
        required
        checked={values.acceptTerms}
        onChange={(e) => set('acceptTerms', e.target.checked)}
      >
        I agree to the{' '}
        <Link to={paths.terms} target="_blank" rel="noopener" className={legalLink}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to={paths.privacy} target="_blank" rel="noopener" className={legalLink}>
          Privacy Policy
        </Link>
      </Checkbox>
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm text-zinc-400">
        Already have an account?{' '}
        <Link to={paths.login} className="rounded font-semibold text-brand-400 hover:text-brand-300">
          Log in
        </Link>
      </p>
    </form>
  );
}
