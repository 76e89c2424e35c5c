import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LockedItem } from '@/components/money/money-slots';
import { readPendingIntent, savePendingIntent } from '@/lib/pending-intent';
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

/** Renders the sheet; returns what it calls once the purchase went through. */
function renderSheet(resumeKey?: string, balanceCents?: number) {
  const onUnlocked = vi.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/profile/@kaidraws']}>
        <UnlockSheet
          item={item}
          onClose={vi.fn()}
          onUnlocked={onUnlocked}
          resumeKey={resumeKey}
          balanceCents={balanceCents}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onUnlocked;
}

/** PostgREST's answer to a purchase the wallet cannot pay. */
const short = () =>
  HttpResponse.json(
    { code: 'VM001', message: 'Insufficient funds', details: '{"balance_cents":200,"short_cents":299}' },
    { status: 400 },
  );

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
    const onUnlocked = renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    await waitFor(() => expect(onUnlocked).toHaveBeenCalled());
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({ post_id: POST, idempotency_key: expect.any(String), expected_price_cents: 499 });
    expect(bodies[1]?.['idempotency_key']).toBe(bodies[0]?.['idempotency_key']);
  });

  it('offers a top-up when the wallet is short (VM001) and keeps the purchase and its key for the return', async () => {
    const keys: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, async ({ request }) => {
        keys.push(((await request.json()) as Record<string, unknown>)['idempotency_key']);
        return short();
      }),
    );
    renderSheet();
    await userEvent.click(screen.getByRole('button', { name: 'Pay €4.99' }));
    expect(await screen.findByText('Your balance is €2.00: €2.99 short.')).toBeInTheDocument();
    server.use(
      // The payment page cannot open here; what counts is what was saved before leaving.
      http.post(`${SUPABASE_URL}/functions/v1/topup-checkout`, () =>
        HttpResponse.json({ code: 'provider_unavailable', message: 'Try again.' }, { status: 502 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Top up €10.00 and unlock' }));
    expect(readPendingIntent()).toMatchObject({
      kind: 'unlock',
      item,
      returnTo: '/profile/@kaidraws',
      idempotencyKey: keys[0],
    });
  });

  it('says a short wallet up front, as the subscribe sheet does, without trying to pay (m1)', async () => {
    let calls = 0;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, () => {
        calls += 1;
        return short();
      }),
    );
    renderSheet(undefined, 208);
    expect(screen.getByText('Your balance is €2.08: €2.91 short.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up €10.00 and unlock' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay €4.99' })).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('offers Pay when the balance covers the price', () => {
    renderSheet(undefined, 499);
    expect(screen.getByRole('button', { name: 'Pay €4.99' })).toBeInTheDocument();
    expect(screen.queryByText(/short/)).not.toBeInTheDocument();
  });

  it('back from the top-up, buys with the saved key even while the balance read before it is still short', async () => {
    const KEY = 'a5a5a5a5-0000-4000-8000-000000000005';
    savePendingIntent({ kind: 'unlock', item, returnTo: '/profile/@kaidraws', idempotencyKey: KEY });
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, () => HttpResponse.json(result)));
    const onUnlocked = renderSheet(KEY, 0);
    await waitFor(() => expect(onUnlocked).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Top up/ })).not.toBeInTheDocument();
  });

  it('back from the top-up, buys at once with the saved key, once, and forgets the purchase', async () => {
    const KEY = 'a5a5a5a5-0000-4000-8000-000000000002';
    savePendingIntent({ kind: 'unlock', item, returnTo: '/profile/@kaidraws', idempotencyKey: KEY });
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/unlock_post`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(result);
      }),
    );
    const onUnlocked = renderSheet(KEY);
    await waitFor(() => expect(onUnlocked).toHaveBeenCalled());
    expect(bodies).toEqual([{ post_id: POST, idempotency_key: KEY, expected_price_cents: 499 }]);
    expect(readPendingIntent()).toBeNull();
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
