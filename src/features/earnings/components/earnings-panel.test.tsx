import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, sessionResponse, storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { EarningsPanel } from './earnings-panel';

const earnings = {
  pending_cents: 500,
  available_cents: 3040,
  payouts_in_progress_cents: 0,
  paid_out_cents: 0,
  next_release_at: '2026-03-22T10:00:00Z',
  gross_cents: 4100,
  fee_cents: 820,
  net_cents: 3280,
  subscriptions_gross_cents: 1000,
  subscriptions_net_cents: 800,
  subscriptions_count: 1,
  unlocks_gross_cents: 300,
  unlocks_net_cents: 240,
  unlocks_count: 1,
  messages_gross_cents: 0,
  messages_net_cents: 0,
  messages_count: 0,
  tips_gross_cents: 2800,
  tips_net_cents: 2240,
  tips_count: 2,
  payout_verification: 'verified',
  minimum_payout_cents: 2000,
  can_request_payout: true,
};

function answer(overrides: Partial<typeof earnings> = {}) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_earnings`, () => HttpResponse.json([{ ...earnings, ...overrides }])),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_subscribers`, () => HttpResponse.json([])),
    http.get(`${SUPABASE_URL}/rest/v1/payout_requests`, () => HttpResponse.json([])),
    http.get(`${SUPABASE_URL}/rest/v1/payout_details`, () => HttpResponse.json(payoutDetails)),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/request_payout`, async ({ request }) => {
      requests.push(await request.json());
      return HttpResponse.json(
        { code: 'VM012', message: 'Payout larger than available', details: '{"available_cents":3040}', hint: null },
        { status: 400 },
      );
    }),
  );
  return requests;
}

const payoutDetails = [
  { account_holder: 'Luna Rivera', country: 'DE', iban_last4: '3000', updated_at: '2026-11-20T10:00:00Z' },
];

describe('EarningsPanel', () => {
  it('shows available vs pending, the fee and each source', async () => {
    answer();
    renderRoute(<EarningsPanel userId="u1" />);
    expect(await screen.findByText('€30.40')).toBeInTheDocument();
    expect(screen.getByText('€5.00')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Tips 2 €28.00 €22.40/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Platform fee \(20%\) −€8.20/ })).toBeInTheDocument();
    expect(await screen.findByText(/No subscribers yet/)).toBeInTheDocument();
  });

  it('refuses an amount under the minimum before asking, and shows the server’s refusal as a sentence', async () => {
    const requests = answer();
    renderRoute(<EarningsPanel userId="u1" />);
    const form = await screen.findByRole('form', { name: 'Request a payout' });
    const amount = within(form).getByLabelText('Payout amount (€)');
    expect(amount).toHaveValue('30.40');

    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The amount must be between €20.00 and €30.40.');
    expect(requests).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ amount_cents: 3000 });
    expect(await within(form).findByText('You can withdraw at most €30.40 right now.')).toBeInTheDocument();
  });

  it('keeps payouts closed, and says why, until the identity is verified', async () => {
    answer({ payout_verification: 'unverified', can_request_payout: false });
    renderRoute(<EarningsPanel userId="u1" />);
    expect(await screen.findByText('Identity verification pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request payout' })).not.toBeInTheDocument();
  });

  it('shows where payouts go (masked), and without payout details links to Payout Settings instead of the form', async () => {
    answer();
    const { unmount } = renderRoute(<EarningsPanel userId="u1" />);
    expect(await screen.findByText(/Paid to Luna Rivera/)).toHaveTextContent(
      'Paid to Luna Rivera · •••• 3000 · Change',
    );
    unmount();

    answer();
    server.use(http.get(`${SUPABASE_URL}/rest/v1/payout_details`, () => HttpResponse.json([])));
    renderRoute(<EarningsPanel userId="u1" />);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Add your payout details (where we send the money) before requesting a payout.');
    expect(within(notice).getByRole('link', { name: 'Go to Payout Settings' })).toHaveAttribute(
      'href',
      '/settings/payout',
    );
    expect(screen.queryByRole('form', { name: 'Request a payout' })).not.toBeInTheDocument();
  });

  it('offers a retry when the earnings cannot load', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_earnings`, () =>
        HttpResponse.json({ code: '42501', message: 'Not authenticated' }, { status: 403 }),
      ),
    );
    renderRoute(<EarningsPanel userId="u1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your earnings: Not authenticated');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for the authenticator code when the database wants it (VM014), then sends the same request again', async () => {
    const factor = {
      id: '6f1b8f6e-2c1d-4d0a-9a57-5b3e7f1c2a90',
      factor_type: 'totp' as const,
      status: 'verified' as const,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
    };
    const user = { ...testUser, factors: [factor] };
    storeSession(user);
    answer();
    const requests: unknown[] = [];
    let verified = false;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/request_payout`, async ({ request }) => {
        requests.push(await request.json());
        if (!verified) {
          return HttpResponse.json(
            { code: 'VM014', message: 'Enter the code', details: '{"required_aal":"aal2"}', hint: null },
            { status: 400 },
          );
        }
        return HttpResponse.json({ id: 'p1', amount_cents: 3040, status: 'requested' });
      }),
      http.post(`${SUPABASE_URL}/auth/v1/factors/:id/challenge`, () =>
        HttpResponse.json({ id: 'c1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }),
      ),
      http.post(`${SUPABASE_URL}/auth/v1/factors/:id/verify`, () => {
        verified = true;
        return HttpResponse.json(sessionResponse({ factors: [factor] }));
      }),
    );
    renderRoute(<EarningsPanel userId="u1" />, { session: { user, session: sessionFor(user) } });
    const form = await screen.findByRole('form', { name: 'Request a payout' });
    await userEvent.click(within(form).getByRole('button', { name: 'Request payout' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(screen.getByText(/Enter the 6-digit code from your authenticator app to request this payout/)).toBeVisible();
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and request' }));
    expect(await screen.findByText(/Payout of €30.40 requested/)).toBeInTheDocument();
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatchObject({ amount_cents: 3040 });
  });
});
