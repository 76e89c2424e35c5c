import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SubscriptionsView } from './subscriptions-view';

const KAI = 'c0000000-0000-4000-8000-000000000001';
const LUNA = 'c0000000-0000-4000-8000-000000000002';
const THEO = 'c0000000-0000-4000-8000-000000000003';

const row = (extra: Record<string, unknown>) => ({
  subscription_id: `s-${String(extra['creator_id'])}`,
  creator_id: KAI,
  name: 'Kai Nakamura',
  username: 'kaidraws',
  avatar_url: null,
  state: 'active',
  auto_renew: true,
  price_cents: 799,
  current_price_cents: 799,
  started_at: '2029-12-15T10:00:00Z',
  current_period_end: '2030-01-15T10:00:00Z',
  ended_at: null,
  renewal_failed_at: null,
  ...extra,
});
const kai = row({});
const luna = row({
  creator_id: LUNA,
  name: 'Luna Rivera',
  username: 'lunarivera',
  state: 'failed',
  auto_renew: false,
  price_cents: 1292,
  current_price_cents: 1292,
  ended_at: '2029-11-20T10:00:00Z',
  renewal_failed_at: '2029-11-20T10:00:00Z',
});
const theo = row({
  creator_id: THEO,
  name: 'Theo Brooks',
  username: 'theob',
  state: 'expired',
  auto_renew: false,
  ended_at: '2029-10-01T10:00:00Z',
});
const state = (status: string, autoRenew: boolean) => ({
  subscription_id: 's1',
  creator_id: KAI,
  status,
  price_cents: 799,
  current_period_end: '2030-01-15T10:00:00Z',
  auto_renew: autoRenew,
  charged: false,
  wallet_balance_cents: 100,
});

const renderView = () =>
  renderRoute(<SubscriptionsView />, {
    path: '/subscriptions',
    session: { session: sessionFor(), user: testUser },
  });

describe('SubscriptionsView', () => {
  it('lists running subscriptions with the creator, price, renewal date and auto-renew, and ended ones apart', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () => HttpResponse.json([kai, luna, theo])),
    );
    renderView();
    const card = await screen.findByRole('article', { name: 'Subscription to Kai Nakamura' });
    expect(within(card).getByRole('link', { name: /Kai Nakamura\s*@kaidraws/ })).toHaveAttribute(
      'href',
      '/profile/@kaidraws',
    );
    expect(within(card).getByText('€7.99 / month')).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Auto-renew' })).toHaveAccessibleDescription(
      'Renews on 15 January 2030 for €7.99',
    );
    expect(within(card).getByRole('switch')).toBeChecked();
    expect(screen.getByRole('tab', { name: 'Active (1)', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Subscription to Luna Rivera' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Expired (2)' }));
    const failed = screen.getByRole('article', { name: 'Subscription to Luna Rivera' });
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
    expect(
      within(failed).getByText('Ended on 20 November 2029: the renewal could not be paid from your wallet'),
    ).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Subscribe again · €12.92' })).toHaveAttribute(
      'href',
      '/profile/@lunarivera',
    );
    expect(within(failed).queryByRole('switch')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Subscription to Theo Brooks' })).getByText('Ended on 1 October 2029'),
    ).toBeInTheDocument();
  });

  it('switches auto-renew off (cancel at the period end) and back on (resume), saying what follows', async () => {
    const calls: string[] = [];
    let current = kai;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () => HttpResponse.json([current])),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/cancel_subscription`, () => {
        calls.push('cancel');
        current = { ...kai, state: 'cancelling', auto_renew: false };
        return HttpResponse.json(state('cancelled', false));
      }),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/resubscribe`, () => {
        calls.push('resubscribe');
        current = kai;
        return HttpResponse.json(state('active', true));
      }),
    );
    renderView();
    const toggle = await screen.findByRole('switch', { name: 'Auto-renew' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(toggle).toHaveAccessibleDescription('Off: access until 15 January 2030, then it ends');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(toggle).toHaveAccessibleDescription('Renews on 15 January 2030 for €7.99');
    expect(calls).toEqual(['cancel', 'resubscribe']);
  });

  it('says why a change was refused and keeps the switch as saved', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () =>
        HttpResponse.json([{ ...kai, state: 'cancelling', auto_renew: false }]),
      ),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/resubscribe`, () =>
        HttpResponse.json(
          { code: 'VM013', message: 'Your subscription has ended. Subscribe again to get access.' },
          { status: 400 },
        ),
      ),
    );
    renderView();
    const toggle = await screen.findByRole('switch', { name: 'Auto-renew' });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not change auto-renew: This subscription has ended. Subscribe again to get access.',
    );
    expect(toggle).not.toBeChecked();
  });

  it('shows a subscription to a hidden account without its profile', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () =>
        HttpResponse.json([{ ...kai, name: null, username: null, current_price_cents: null }]),
      ),
    );
    renderView();
    const card = await screen.findByRole('article', { name: 'Subscription to Unavailable account' });
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Auto-renew' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, with a way to Discover', async () => {
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () => HttpResponse.json([])));
    renderView();
    expect(await screen.findByRole('heading', { name: 'You are not subscribed to anyone yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover creators' })).toHaveAttribute('href', '/discover');
  });

  it('opens on Expired when nothing runs', async () => {
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () => HttpResponse.json([theo])));
    renderView();
    expect(await screen.findByRole('tab', { name: 'Expired (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Subscription to Theo Brooks' })).toBeInTheDocument();
  });

  it('says when the list could not load, and tries again', async () => {
    let fail = true;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_my_subscriptions`, () =>
        fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }) : HttpResponse.json([kai]),
      ),
    );
    renderView();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your subscriptions');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Subscription to Kai Nakamura' })).toBeInTheDocument();
  });
});
