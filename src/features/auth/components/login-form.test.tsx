import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RATE_LIMITED } from '@/lib/errors';
import { authRateLimitResponse, sessionResponse } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { LoginForm } from './login-form';

const tokenUrl = `${SUPABASE_URL}/auth/v1/token`;

async function submit(email = 'fan@example.test', password = 'password-123') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('LoginForm', () => {
  it('shows the service message for a wrong password and stays on the form', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, { status: 400 }),
      ),
    );
    const onSuccess = vi.fn();
    renderRoute(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('tells the user to wait when auth answers 429 for too many attempts', async () => {
    server.use(http.post(tokenUrl, () => authRateLimitResponse()));
    const onSuccess = vi.fn();
    renderRoute(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks to verify the email when it is not confirmed', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json({ code: 'email_not_confirmed', message: 'Email not confirmed' }, { status: 400 }),
      ),
    );
    renderRoute(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email address before logging in. Check your inbox for the verification link.',
    );
  });

  it('shows Logging in... while waiting, then succeeds', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(tokenUrl, async () => {
        await answered;
        return HttpResponse.json(sessionResponse());
      }),
    );
    const onSuccess = vi.fn();
    renderRoute(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    await submit();
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    release();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it('keeps the session for this tab only when Remember me is unchecked', async () => {
    server.use(http.post(tokenUrl, () => HttpResponse.json(sessionResponse())));
    const onSuccess = vi.fn();
    renderRoute(<LoginForm onSuccess={onSuccess} />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await submit();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i));
    expect(keys(sessionStorage).some((k) => k?.endsWith('-auth-token'))).toBe(true);
    expect(keys(localStorage).some((k) => k?.endsWith('-auth-token'))).toBe(false);
  });

  it('lets the user reveal the password', async () => {
    renderRoute(<LoginForm onSuccess={vi.fn()} />, { path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
