import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { savePendingIntent } from '@/lib/pending-intent';
import { OPEN_SUBSCRIBE_STATE } from '@/lib/subscribe-link';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SubscriptionSection } from './subscription-section';

const CREATOR = '6f1d9a4e-2c1b-4a55-9a43-6c6c2a0f1b11';
const PERIOD_END = '2030-01-15T10:00:00Z';

const offer = (extra: Record<string, unknown> = {}) => ({
  price_cents: 799,
  subscribers_count: 3,
  subscriber_posts: 1,
  subscriber_photos: 1,
  subscriber_videos: 0,
  ppv_posts: 1,
  status: null,
  current_period_end: null,
  auto_renew: null,
  subscribed_price_cents: null,
  wallet_balance_cents: 2000,
  ...extra,
});
const active = { status: 'active', current_period_end: PERIOD_END, auto_renew: true, subscribed_price_cents: 799 };
const state = {
  subscription_id: 's1',
  creator_id: CREATOR,
  status: 'active',
  price_cents: 799,
  current_period_end: PERIOD_END,
  auto_renew: true,
  charged: true,
  wallet_balance_cents: 1201,
};

/** The offer as the database answers it now; `subscribe` calls are recorded. */
function mockDatabase(initial: Record<string, unknown>) {
  let current = offer(initial);
  const subscribes: Array<Record<string, unknown>> = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_subscription_offer`, () => HttpResponse.json([current])),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/subscribe`, async ({ request }) => {
      subscribes.push((await request.json()) as Record<string, unknown>);
      current = offer({ ...active, wallet_balance_cents: 1201 });
      return HttpResponse.json(state);
    }),
  );
  return subscribes;
}

const renderSection = (state?: unknown) =>
  renderRoute(<SubscriptionSection creatorId={CREATOR} name="Kai Nakamura" username="kaidraws" />, {
    path: '/profile/@kaidraws',
    state,
  });

describe('SubscriptionSection', () => {
  it('shows what the subscription includes and the wallet, then pays once with the price shown', async () => {
    const subscribes = mockDatabase({});
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Join now\s*€7\.99/ }));
    const sheet = screen.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' });
    expect(within(sheet).getByText('Renews monthly')).toBeInTheDocument();
    expect(within(sheet).getByText('1 subscriber-only post')).toBeInTheDocument();
    expect(within(sheet).getByText('1 photo and 0 videos')).toBeInTheDocument();
    expect(within(sheet).getByTestId('sheet-balance')).toHaveTextContent('€20.00');

    await userEvent.click(within(sheet).getByRole('button', { name: 'Pay €7.99 from wallet' }));
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText(/Renews on 15 January 2030/)).toBeInTheDocument();
    expect(subscribes).toEqual([
      { creator_id: CREATOR, idempotency_key: expect.any(String), expected_price_cents: 799 },
    ]);
  });

  it('offers a top-up instead of Pay when the balance is short', async () => {
    mockDatabase({ wallet_balance_cents: 300 });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: /Join now/ }));
    const sheet = screen.getByRole('dialog', { name: 'Subscribe to Kai Nakamura' });
    expect(within(sheet).getByText('Your balance is €3.00: €4.99 short.')).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Top up €10.00 and subscribe' })).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('finishes a subscription that waited for a top-up, with the key saved before leaving', async () => {
    const subscribes = mockDatabase({});
    savePendingIntent({
      kind: 'subscribe',
      creatorId: CREATOR,
      label: 'Kai Nakamura',
      returnTo: '/profile/@kaidraws',
      idempotencyKey: 'a5a5a5a5-0000-4000-8000-000000000001',
    });
    renderSection();
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(subscribes).toEqual([{ creator_id: CREATOR, idempotency_key: 'a5a5a5a5-0000-4000-8000-000000000001' }]);
    await waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it('a cancelled subscription keeps access until the period end and offers Resubscribe', async () => {
    mockDatabase({ ...active, status: 'cancelled', auto_renew: false });
    renderSection();
    expect(await screen.findByText('Subscribed until 15 January 2030')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeInTheDocument();
  });

  it('opens Join now by itself when sent here to subscribe (a locked post, Subscribe again), once', async () => {
    mockDatabase({});
    const { location } = renderSection(OPEN_SUBSCRIBE_STATE);
    expect(await screen.findByRole('dialog', { name: 'Subscribe to Kai Nakamura' })).toBeInTheDocument();
    // The state is spent: Back, or a reload, does not open it again.
    await waitFor(() => expect(location().state).toBeNull());
  });

  it('does not open Join now for a fan who already has access', async () => {
    mockDatabase(active);
    const { location } = renderSection(OPEN_SUBSCRIBE_STATE);
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    await waitFor(() => expect(location().state).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the creator as followed wherever follow state is cached once a subscription starts', async () => {
    mockDatabase({});
    const { queryClient } = renderSection();
    // A screen's cached row (e.g. Discover): the database followed the creator with the subscription.
    queryClient.getQueryCache().build(queryClient, { queryKey: ['people'], meta: { follows: 'patch' } });
    queryClient.setQueryData(['people'], [{ id: CREATOR, is_following: false, followers_count: 4 }]);
    await userEvent.click(await screen.findByRole('button', { name: /Join now/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay €7.99 from wallet' }));
    expect(await screen.findByText('Subscribed')).toBeInTheDocument();
    expect(queryClient.getQueryData(['people'])).toEqual([{ id: CREATOR, is_following: true, followers_count: 5 }]);
  });
});
