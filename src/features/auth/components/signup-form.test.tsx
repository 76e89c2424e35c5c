import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { EMAIL_RATE_LIMITED, RATE_LIMITED } from '@/lib/errors';
import { authRateLimitResponse, sessionResponse, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SignupForm } from './signup-form';

const signupUrl = `${SUPABASE_URL}/auth/v1/signup`;

async function fill({ password = 'secret1', confirm = 'secret1', adult = true, terms = true } = {}) {
  // No pause between keystrokes: four fields typed with the default delay can outlast 5 s on a busy machine.
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Full Name'), 'Velvet Fan');
  await user.type(screen.getByLabelText('Email'), 'fan@example.test');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  if (adult) await user.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }));
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupForm', () => {
  it('refuses passwords that do not match without calling the service', async () => {
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    await fill({ confirm: 'secret2' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('tells the user to wait when sign-ups from this address are rate limited', async () => {
    server.use(http.post(signupUrl, () => authRateLimitResponse()));
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_LIMITED);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('says so when the confirmation mail cannot be sent because the mail budget is spent', async () => {
    server.use(http.post(signupUrl, () => authRateLimitResponse('over_email_send_rate_limit')));
    renderRoute(<SignupForm onResult={vi.fn()} />, { path: '/signup' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_RATE_LIMITED);
  });

  it('refuses a password shorter than 6 characters', async () => {
    renderRoute(<SignupForm onResult={vi.fn()} />, { path: '/signup' });
    await fill({ password: '12345', confirm: '12345' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('cannot be sent without accepting the terms', async () => {
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    await fill({ terms: false });
    expect(screen.getByRole('checkbox', { name: /I agree to the/ })).toBeRequired();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('asks for an explicit 18+ confirmation, separate from the terms, and cannot be sent without it', async () => {
    const signup = vi.fn();
    server.use(
      http.post(signupUrl, () => {
        signup();
        return HttpResponse.json({ ...testUser, identities: [{ id: testUser.id }] });
      }),
    );
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    const adult = screen.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' });
    expect(adult).not.toBeChecked();
    expect(adult).toBeRequired();
    expect(adult).not.toBe(screen.getByRole('checkbox', { name: /I agree to the/ }));
    await fill({ adult: false });
    expect(onResult).not.toHaveBeenCalled();
    expect(signup).not.toHaveBeenCalled();
  });

  it('opens the Terms and the Privacy Policy in new tabs', () => {
    renderRoute(<SignupForm onResult={vi.fn()} />, { path: '/signup' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it('reports an existing account when the service answers with no identities', async () => {
    server.use(
      http.post(signupUrl, () =>
        HttpResponse.json({ ...testUser, identities: [], confirmation_sent_at: '2025-10-27T00:00:00Z' }),
      ),
    );
    renderRoute(<SignupForm onResult={vi.fn()} />, { path: '/signup' });
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists. Please log in instead.',
    );
  });

  it('sends the name and the 18+ confirmation as metadata and asks to check the email when no session comes back', async () => {
    let body: unknown;
    server.use(
      http.post(signupUrl, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...testUser, identities: [{ id: testUser.id }] });
      }),
    );
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    await fill();
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'check-email', email: 'fan@example.test' }));
    expect(body).toMatchObject({
      email: 'fan@example.test',
      password: 'secret1',
      data: { name: 'Velvet Fan', adult_confirmed: true },
    });
  });

  it('signs the user in when a session comes back', async () => {
    server.use(http.post(signupUrl, () => HttpResponse.json(sessionResponse())));
    const onResult = vi.fn();
    renderRoute(<SignupForm onResult={onResult} />, { path: '/signup' });
    await fill();
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'signed-in' }));
  });
});
