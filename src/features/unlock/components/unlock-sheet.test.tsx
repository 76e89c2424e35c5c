import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { LockedItem } from '@/components/money/money-slots';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { UnlockSheet } from './unlock-sheet';

const POST = 'b0000000-0000-4000-8000-000000000017';
const item: LockedItem = {
  kind: 'post',
  postId: POST,
  access: 'ppv',
  priceCents: 499,
  creatorUsername: 'kaidraws',
  mediaType: 'image',
};
const result = {
  purchase_id: 'p1',
  item_id: POST,
  price_cents: 499,
  charged: true,
  media_path: 'x/y.jpg',
  wallet_balance_cents: 1501,
};

function renderSheet() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <UnlockSheet item={item} priceCents={499} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('UnlockSheet', () => {
  it('pays the price shown with one key per sheet, so a retried tap is never a second charge', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    let calls = 0;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        calls += 1;
        // The first answer is lost (a dropped connection); the retry gets the purchase.
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(result);
      }),
    );
    const onClose = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({ post_id: POST, idempotency_key: expect.any(String), expected_price_cents: 499 });
    expect(bodies[1]?.['idempotency_key']).toBe(bodies[0]?.['idempotency_key']);
  });

  it('offers a top-up when the wallet is short (VM001)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, () =>
        HttpResponse.json(
          { code: 'VM001', message: 'Insufficient funds', details: '{"balance_cents":200,"short_cents":299}' },
          { status: 400 },
        ),
      ),
    );
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByText('Your balance is €2.00: €2.99 short.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up €10.00' })).toBeEnabled();
  });

  it('says why a negative wallet cannot buy (VM002)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, () =>
        HttpResponse.json({ code: 'VM002', message: 'Negative', details: '{"balance_cents":-500}' }, { status: 400 }),
      ),
    );
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByText(/below zero \(-€5\.00\) after a refund or chargeback/)).toBeInTheDocument();
  });
});
