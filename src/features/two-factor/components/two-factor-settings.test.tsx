import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionFor, sessionResponse, storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { TwoFactorSettings } from './two-factor-settings';

const AUTH = `${SUPABASE_URL}/auth/v1`;
const FACTOR_ID = '6f1b8f6e-2c1d-4d0a-9a57-5b3e7f1c2a90';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const session = { user: testUser, session: sessionFor() };

const BACKUP_ID = '0c7d2f51-9b8e-4f3a-8d21-6a1e5c9b7f40';

const factor = (status: 'verified' | 'unverified', id = FACTOR_ID, friendly_name = 'Authenticator app') => ({
  id,
  friendly_name,
  factor_type: 'totp' as const,
  status,
  created_at: id === FACTOR_ID ? '2026-11-20T10:00:00Z' : '2026-11-25T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
});

const gotrueError = (status: number, code: string, message: string) =>
  HttpResponse.json(
    { code, error_code: code, msg: message, message },
    { status, headers: { 'x-supabase-api-version': '2024-01-01' } },
  );

/**
 * GoTrue's MFA endpoints over one user's factor list; returns what was called, in order. A new factor
 * gets FACTOR_ID when the list is empty, else BACKUP_ID; `rightCode` is every factor's current code.
 */
function serveAuth(initial: Array<ReturnType<typeof factor>>, rightCode = '123456') {
  let factors = initial;
  const calls: string[] = [];
  server.use(
    http.get(`${AUTH}/user`, () => HttpResponse.json({ ...testUser, factors })),
    http.post(`${AUTH}/factors`, async ({ request }) => {
      const { friendly_name } = (await request.json()) as { friendly_name: string };
      calls.push(`enroll ${friendly_name}`);
      const id = factors.some((f) => f.status === 'verified') ? BACKUP_ID : FACTOR_ID;
      factors = [...factors.filter((f) => f.status === 'verified'), factor('unverified', id, friendly_name)];
      return HttpResponse.json({
        id,
        type: 'totp',
        friendly_name,
        totp: { qr_code: '<svg xmlns="http://www.w3.org/2000/svg"></svg>', secret: SECRET, uri: 'otpauth://totp/x' },
      });
    }),
    http.post(`${AUTH}/factors/:id/challenge`, ({ params }) => {
      calls.push(`challenge ${params.id === FACTOR_ID ? 'first' : 'backup'}`);
      return HttpResponse.json({ id: 'c1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
    }),
    http.post(`${AUTH}/factors/:id/verify`, async ({ request, params }) => {
      const { code } = (await request.json()) as { code: string };
      calls.push(`verify ${code}`);
      if (code !== rightCode) return gotrueError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
      factors = factors.map((f) => (f.id === params.id ? { ...f, status: 'verified' as const } : f));
      return HttpResponse.json(sessionResponse({ factors }));
    }),
    http.delete(`${AUTH}/factors/:id`, ({ params }) => {
      calls.push(`unenroll ${params.id === FACTOR_ID ? 'first' : 'backup'}`);
      factors = factors.filter((f) => f.id !== params.id);
      return HttpResponse.json({ id: params.id });
    }),
    http.post(`${AUTH}/token`, () => {
      calls.push('refresh');
      return HttpResponse.json(sessionResponse());
    }),
  );
  return calls;
}

beforeEach(() => storeSession());

describe('TwoFactorSettings', () => {
  it('sets up an authenticator: QR code and key, a wrong code kept with a clear message, then on', async () => {
    const calls = serveAuth([]);
    renderRoute(<TwoFactorSettings />, { session });
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is off' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const qr = await screen.findByRole('img', { name: 'QR code to add Velvet to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(screen.getByLabelText('Secret key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const field = screen.getByLabelText('6-digit code');
    await userEvent.type(field, '65 43 21');
    expect(field).toHaveValue('654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check your authenticator app and enter the current code.',
    );
    expect(field).toHaveValue('654321');

    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const status = await screen.findByRole('heading', { name: 'Two-factor authentication is on' });
    // The set-up panel that had focus is gone: focus lands on the new status.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText(/Keep your authenticator app/)).toBeInTheDocument();
    expect(calls).toEqual([
      'enroll Authenticator app',
      'challenge first',
      'verify 654321',
      'challenge first',
      'verify 123456',
    ]);
  });

  it('asks for fewer than six digits to be completed without calling the server', async () => {
    const calls = serveAuth([]);
    renderRoute(<TwoFactorSettings />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 6 digits your authenticator app shows.');
    expect(calls).toEqual(['enroll Authenticator app']);
  });

  it('removes a verified authenticator from a password-only session after a code', async () => {
    const calls = serveAuth([factor('verified')]);
    renderRoute(<TwoFactorSettings />, { session });
    const list = await screen.findByRole('list');
    expect(within(list).getByText('Authenticator app')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Authenticator app' }));
    // One authenticator: nothing to choose.
    expect(screen.queryByRole('group', { name: 'Code from' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Current 6-digit code'), '123456');
    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication is off' })).toBeInTheDocument();
    expect(screen.getByText(/Signing in needs only your password/)).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['challenge first', 'verify 123456', 'unenroll first', 'refresh']));
  });

  it('adds a backup authenticator after a code from the first, and lists both', async () => {
    const calls = serveAuth([factor('verified')]);
    renderRoute(<TwoFactorSettings />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Add another authenticator' }));
    // A password-only session proves it holds the first authenticator before adding one.
    await userEvent.type(screen.getByLabelText('Current 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Set up another authenticator' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const status = await screen.findByRole('heading', { name: 'Two-factor authentication is on' });
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText(/Backup authenticator added/)).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Authenticator app', 'Backup authenticator']);
    expect(screen.getByText(/a code from one of your authenticator apps/)).toBeInTheDocument();
    expect(calls).toEqual([
      'challenge first',
      'verify 123456',
      'enroll Backup authenticator',
      'challenge backup',
      'verify 123456',
    ]);
  });

  it('removes a lost authenticator with a code from the other one, which it offers first', async () => {
    const calls = serveAuth([factor('verified'), factor('verified', BACKUP_ID, 'Backup authenticator')]);
    renderRoute(<TwoFactorSettings />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Authenticator app' }));
    expect(screen.getByText(/Signing in will ask for a code from your other authenticator/)).toBeInTheDocument();
    const choice = screen.getByRole('group', { name: 'Code from' });
    expect(within(choice).getByRole('radio', { name: /Backup authenticator/ })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Current 6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Authenticator removed.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['challenge backup', 'verify 123456', 'unenroll first', 'refresh']));
  });

  it('says when the factors could not be loaded', async () => {
    server.use(http.get(`${AUTH}/user`, () => gotrueError(500, 'unexpected_failure', 'Database error')));
    renderRoute(<TwoFactorSettings />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not load your two-factor settings/);
  });
});
