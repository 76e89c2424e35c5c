import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SignupRoute } from './signup';

it('shows Check Your Email with Go to Login when signup returns no session', async () => {
  server.use(
    http.post(`${SUPABASE_URL}/auth/v1/signup`, () =>
      HttpResponse.json({ ...testUser, identities: [{ id: testUser.id }] }),
    ),
  );
  renderRoute(<SignupRoute />, { path: '/signup' });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full Name'), 'Velvet Fan');
  await user.type(screen.getByLabelText('Email'), 'fan@example.test');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: 'I confirm that I am 18 years of age or older' }));
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  expect(screen.getByText('fan@example.test')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
});

it('shows the confirmation handed over by Delete Account', () => {
  renderRoute(<SignupRoute />, { path: '/signup', state: { notice: 'Your account has been deleted.' } });
  expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
});

it('ignores a malformed hand-over', () => {
  renderRoute(<SignupRoute />, { path: '/signup', state: { notice: { html: '<b>x</b>' } } });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
