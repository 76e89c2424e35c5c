import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EMAIL_RATE_LIMITED, RATE_LIMITED } from '@/lib/errors';
import { authRateLimitResponse } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

const recoverUrl = `${SUPABASE_URL}/auth/v1/recover`;

async function request(email = 'fan@example.test') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

describe('ForgotPasswordForm', () => {
  it('confirms the mail was sent', async () => {
    server.use(http.post(recoverUrl, () => HttpResponse.json({})));
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await request();
    expect(
      await screen.findByText(
        'Password reset email sent! Check your inbox and follow the link to reset your password.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the user to wait when reset requests from this address are rate limited', async () => {
    server.use(http.post(recoverUrl, () => authRateLimitResponse()));
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await request();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('says emails are limited when the project-wide mail budget is spent', async () => {
    server.use(http.post(recoverUrl, () => authRateLimitResponse('over_email_send_rate_limit')));
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await request();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_RATE_LIMITED);
  });

  it("keeps auth's own text when the same address asked again too soon", async () => {
    const tooSoon = 'For security purposes, you can only request this after 58 seconds.';
    server.use(http.post(recoverUrl, () => authRateLimitResponse('over_email_send_rate_limit', tooSoon)));
    renderRoute(<ForgotPasswordForm />, { path: '/forgot-password' });
    await request();
    expect(await screen.findByRole('alert')).toHaveTextContent(tooSoon);
  });
});
