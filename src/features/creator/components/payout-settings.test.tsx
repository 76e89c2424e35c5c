import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, sessionResponse, storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { PayoutSettings } from './payout-settings';

const session = { user: testUser, session: sessionFor() };
const creatorRow = {
  user_id: testUser.id,
  pitch: 'Hello',
  date_of_birth: '1990-01-01',
  country: 'ES',
  terms_accepted_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
  payout_verification: 'verified',
  payout_verification_updated_at: null,
};
const savedRow = {
  account_holder: 'Luna Rivera',
  country: 'DE',
  iban_last4: '3000',
  updated_at: '2026-11-20T10:00:00Z',
};
const VM014 = { code: 'VM014', message: 'Enter the code', details: '{"required_aal":"aal2"}', hint: null };

/** The database as the screen meets it: the creator row, the saved details, and the two RPCs. */
function serve({
  creator = creatorRow as typeof creatorRow | null,
  saved = null as typeof savedRow | null,
  refuse = null as null | ((body: Record<string, string>) => object | null),
} = {}) {
  let details = saved;
  const calls: Array<{ rpc: string; body: unknown }> = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/creator_settings`, () => HttpResponse.json(creator)),
    http.get(`${SUPABASE_URL}/rest/v1/payout_details`, () => HttpResponse.json(details ? [details] : [])),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/set_payout_details`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      calls.push({ rpc: 'set_payout_details', body });
      const refusal = refuse?.(body);
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      details = {
        account_holder: body['account_holder'] ?? '',
        country: body['country'] ?? '',
        iban_last4: (body['iban'] ?? '').slice(-4),
        updated_at: '2026-11-25T10:00:00Z',
      };
      return HttpResponse.json([{ iban_last4: details.iban_last4, updated_at: details.updated_at }]);
    }),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/delete_payout_details`, () => {
      calls.push({ rpc: 'delete_payout_details', body: null });
      const refusal = refuse?.({});
      if (refusal) return HttpResponse.json(refusal, { status: 400 });
      details = null;
      return HttpResponse.json(true);
    }),
  );
  return calls;
}

async function fillForm(values: { holder?: string; country?: string; iban?: string }) {
  const form = await screen.findByRole('form', { name: /payout details/ });
  if (values.holder !== undefined) {
    await userEvent.clear(within(form).getByLabelText('Account holder'));
    await userEvent.type(within(form).getByLabelText('Account holder'), values.holder);
  }
  if (values.country) await userEvent.selectOptions(within(form).getByLabelText('Bank country'), values.country);
  if (values.iban) await userEvent.type(within(form).getByLabelText('IBAN'), values.iban);
  return form;
}

describe('PayoutSettings', () => {
  it('tells a fan that payouts are for creators', async () => {
    serve({ creator: null });
    renderRoute(<PayoutSettings />, { session });
    expect(await screen.findByRole('heading', { name: 'Payouts are for creators' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a Creator' })).toHaveAttribute('href', '/become-creator');
  });

  it('checks the IBAN before sending (length, country, check digits), keeping what was typed', async () => {
    const calls = serve();
    renderRoute(<PayoutSettings />, { session });
    const form = await fillForm({ holder: 'Luna Rivera', country: 'DE', iban: 'DE89 3704 0044 0532 0130 01' });
    expect(within(form).getByText('22 characters, starting with DE. Spaces are fine.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save payout details' }));
    expect(
      await within(form).findByText('This IBAN is not valid: check it against your bank statement.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('IBAN')).toHaveFocus();
    expect(within(form).getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(within(form).getByLabelText('IBAN'));
    await userEvent.type(within(form).getByLabelText('IBAN'), 'FR1420041010050500013M02606');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payout details' }));
    expect(await within(form).findByText('An IBAN from this country starts with DE.')).toBeVisible();

    await userEvent.clear(within(form).getByLabelText('IBAN'));
    await userEvent.type(within(form).getByLabelText('IBAN'), 'DE8937040044053201300');
    await userEvent.click(within(form).getByRole('button', { name: 'Save payout details' }));
    expect(
      await within(form).findByText('An IBAN from this country has 22 characters; this one has 21.'),
    ).toBeVisible();
    expect(within(form).getByLabelText('Account holder')).toHaveValue('Luna Rivera');
    expect(calls).toEqual([]);
  });

  it('saves valid details and then shows them masked, never the whole IBAN', async () => {
    const calls = serve();
    renderRoute(<PayoutSettings />, { session });
    const form = await fillForm({ holder: 'Luna Rivera', country: 'DE', iban: 'de89 3704 0044 0532 0130 00' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save payout details' }));
    expect(await screen.findByText('Payout details saved.')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        rpc: 'set_payout_details',
        body: { account_holder: 'Luna Rivera', country: 'DE', iban: 'DE89370400440532013000' },
      },
    ]);
    const region = screen.getByRole('region', { name: 'Where payouts go' });
    expect(within(region).getByText('•••• 3000')).toBeInTheDocument();
    expect(within(region).getByText('Germany')).toBeInTheDocument();
    expect(screen.queryByText(/370400440532/)).not.toBeInTheDocument();
  });

  it('asks for the authenticator code when the database wants it (VM014), then saves the same details', async () => {
    const factor = {
      id: '6f1b8f6e-2c1d-4d0a-9a57-5b3e7f1c2a90',
      factor_type: 'totp' as const,
      status: 'verified' as const,
      created_at: '2026-11-20T10:00:00Z',
      updated_at: '2026-11-20T10:00:00Z',
    };
    const user = { ...testUser, factors: [factor] };
    storeSession(user);
    let verified = false;
    const calls = serve({ saved: savedRow, refuse: () => (verified ? null : VM014) });
    server.use(
      http.post(`${SUPABASE_URL}/auth/v1/factors/:id/challenge`, () =>
        HttpResponse.json({ id: 'c1', type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 }),
      ),
      http.post(`${SUPABASE_URL}/auth/v1/factors/:id/verify`, () => {
        verified = true;
        return HttpResponse.json(sessionResponse({ factors: [factor] }));
      }),
    );
    renderRoute(<PayoutSettings />, { session: { user, session: sessionFor(user) } });
    expect(await screen.findByText('•••• 3000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const form = await fillForm({ holder: 'Luna Rivera GmbH', iban: 'FR1420041010050500013M02606', country: 'FR' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save payout details' }));

    const code = await screen.findByLabelText('6-digit code');
    expect(screen.getByText(/to save your payout details\./)).toBeVisible();
    // What was typed stays in the form behind the code step.
    expect(within(form).getByLabelText('Account holder')).toHaveValue('Luna Rivera GmbH');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and save' }));
    expect(await screen.findByText('Payout details saved.')).toBeInTheDocument();
    expect(screen.getByText('•••• 2606')).toBeInTheDocument();
    const saves = calls.filter((c) => c.rpc === 'set_payout_details');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toEqual(saves[0]?.body);
  });

  it('removes the details after a second press, and says why the database refused', async () => {
    let refusal: object | null = {
      code: 'VM016',
      message: 'A payout is on its way',
      details: null,
      hint: null,
    };
    const calls = serve({ saved: savedRow, refuse: () => refusal });
    renderRoute(<PayoutSettings />, { session });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: remove' }));
    expect(
      await screen.findByText(
        'A payout is on its way to this account: you can change the details, or remove them once it is paid.',
      ),
    ).toBeInTheDocument();
    refusal = null;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm: remove' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Add payout details' })).toBeInTheDocument());
  });

  it('says when the details could not load', async () => {
    serve();
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/payout_details`, () =>
        HttpResponse.json({ code: 'XX000', message: 'database is down' }, { status: 500 }),
      ),
    );
    renderRoute(<PayoutSettings />, { session });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
