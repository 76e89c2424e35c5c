import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { DeleteAccount } from './delete-account';

const session = { user: testUser, session: sessionFor() };
const impact = {
  active_subscriptions: 0,
  available_earnings_cents: 0,
  loses_money: false,
  payouts_in_progress_cents: 0,
  pending_earnings_cents: 0,
  pending_topups: 0,
  purchased_items: 0,
  subscribers: 0,
  wallet_balance_cents: 0,
};
const factor = {
  id: '5a1b2c3d-0000-4000-8000-000000000001',
  friendly_name: 'Authenticator app',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** A password grant as GoTrue answers it, with the token this side sign-in gets. */
const grant = (token: string, factors: unknown[] = []) => ({
  access_token: token,
  refresh_token: `${token}-refresh`,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  user: { ...testUser, factors },
});

/** The stack as deletion meets it; records passwords tried and the Authorization delete_account came with. */
function serve({ password = 'right-password', factors = [] as unknown[] } = {}) {
  const seen = { passwords: [] as string[], deletedWith: [] as string[], codes: [] as string[] };
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_account_deletion_impact`, () => HttpResponse.json([impact])),
    http.post(`${SUPABASE_URL}/auth/v1/token`, async ({ request }) => {
      const body = (await request.json()) as { password: string };
      seen.passwords.push(body.password);
      if (body.password !== password)
        return HttpResponse.json(
          { code: 'invalid_credentials', error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
          { status: 400 },
        );
      return HttpResponse.json(grant('side-session-aal1', factors));
    }),
    http.post(`${SUPABASE_URL}/auth/v1/factors/:id/challenge`, () =>
      HttpResponse.json({ id: 'challenge-1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }),
    ),
    http.post(`${SUPABASE_URL}/auth/v1/factors/:id/verify`, async ({ request }) => {
      seen.codes.push(((await request.json()) as { code: string }).code);
      return HttpResponse.json(grant('side-session-aal2', factors));
    }),
    http.post(`${SUPABASE_URL}/storage/v1/object/list/:bucket`, () => HttpResponse.json([])),
    http.get(`${SUPABASE_URL}/rest/v1/conversation_participants`, () => HttpResponse.json([])),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/delete_account`, ({ request }) => {
      seen.deletedWith.push(request.headers.get('authorization') ?? '');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${SUPABASE_URL}/auth/v1/logout`, () => new HttpResponse(null, { status: 204 })),
  );
  return seen;
}

async function openAndConfirm(password: string) {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
  const submit = within(dialog).getByRole('button', { name: 'Delete Account' });
  expect(submit).toBeDisabled(); // no password yet
  await user.type(within(dialog).getByLabelText('Your password'), password);
  await user.click(submit);
  return { user, dialog };
}

describe('DeleteAccount: the password again before anything goes (review m10)', () => {
  it('deletes nothing on a wrong password and says so; the right one deletes with the new sign-in', async () => {
    const seen = serve();
    renderRoute(<DeleteAccount />, { path: '/settings', session });
    const { user, dialog } = await openAndConfirm('wrong-password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not right. Enter the password you sign in with.',
    );
    expect(seen.deletedWith).toEqual([]);
    expect(within(dialog).getByLabelText('Type DELETE to confirm')).toHaveValue('DELETE');

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    // The app's own session did not ask: the side sign-in's token did.
    await expect.poll(() => seen.deletedWith).toEqual(['Bearer side-session-aal1']);
    expect(seen.passwords).toEqual(['wrong-password', 'right-password']);
  });

  it('with two-factor on, asks for a code from the authenticator after the password, then deletes at aal2', async () => {
    const seen = serve({ factors: [factor] });
    renderRoute(<DeleteAccount />, { path: '/settings', session });
    const { user, dialog } = await openAndConfirm('right-password');
    expect(
      await within(dialog).findByText(/Enter the 6-digit code from your authenticator app to delete your account/),
    ).toBeVisible();
    expect(seen.deletedWith).toEqual([]);
    await user.type(within(dialog).getByLabelText('6-digit code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and delete' }));
    await expect.poll(() => seen.deletedWith).toEqual(['Bearer side-session-aal2']);
    expect(seen.codes).toEqual(['123456']);
  });
});
