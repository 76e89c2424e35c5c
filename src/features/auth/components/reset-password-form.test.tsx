import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';

async function fill(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordForm', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('applies the signup password rules', async () => {
    renderRoute(<ResetPasswordForm onDone={vi.fn()} />, { path: '/reset-password' });
    await fill('abcdef', 'abcdeg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('shows the service message when the password cannot be changed', async () => {
    server.use(
      http.put(`${SUPABASE_URL}/auth/v1/user`, () =>
        HttpResponse.json({ code: 'no_authorization', message: 'Auth session missing!' }, { status: 401 }),
      ),
    );
    renderRoute(<ResetPasswordForm onDone={vi.fn()} />, { path: '/reset-password' });
    await fill('new-password', 'new-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Auth session missing/);
  });

  it('confirms success and leaves for /login after exactly 2 seconds', async () => {
    // supabase-js needs a session to call PUT /user; store one as it would after the recovery link.
    const storageKey = 'sb-supabase-auth-token';
    localStorage.setItem(
      storageKey,
      JSON.stringify({
        access_token: 'a.b.c',
        refresh_token: 'r',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        user: testUser,
      }),
    );
    server.use(
      http.put(`${SUPABASE_URL}/auth/v1/user`, () => HttpResponse.json(testUser)),
      http.post(`${SUPABASE_URL}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const onDone = vi.fn();
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    renderRoute(<ResetPasswordForm onDone={onDone} />, { path: '/reset-password' });
    await fill('new-password', 'new-password');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset successfully. Redirecting to login...',
    );
    // The 2 s are the timer's own (a wall-clock measurement from when the message was found depends on
    // how late a busy machine found it: it failed under load).
    expect(setTimeoutSpy).toHaveBeenCalledWith(onDone, 2000);
    expect(onDone).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 4000 });
  });
});
