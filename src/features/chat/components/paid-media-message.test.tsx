import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type MoneySlots, MoneySlotsProvider } from '@/components/money/money-slots';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { PaidMediaMessage } from './paid-media-message';

const MESSAGE = '0f8d1c2a-1111-4222-8333-444455556666';
const slots: MoneySlots = {
  locked: (item) => <button type="button">{`Unlock ${item.kind} for ${item.priceCents}`}</button>,
  tip: () => null,
  subscription: () => null,
};

function renderMessage(isOwn = false) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MoneySlotsProvider slots={slots}>
        <PaidMediaMessage
          messageId={MESSAGE}
          type="image"
          priceCents={400}
          width={800}
          height={600}
          isOwn={isOwn}
          onOpen={vi.fn()}
        />
      </MoneySlotsProvider>
    </QueryClientProvider>,
  );
}

describe('PaidMediaMessage', () => {
  it('is blurred with "View image" and the unlock action while the row is hidden from this viewer', async () => {
    const sign = vi.fn();
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/locked_message_media`, () => HttpResponse.json([])),
      http.post(`${SUPABASE_URL}/storage/v1/object/sign/*`, () => {
        sign();
        return HttpResponse.json({});
      }),
    );
    renderMessage();
    expect(await screen.findByText('View image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock message for 400' })).toBeInTheDocument();
    // Nothing is asked of storage for media this viewer may not see.
    expect(sign).not.toHaveBeenCalled();
  });

  it('shows the media, signed, once the buyer (or the sender) can read its row', async () => {
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/locked_message_media`, () =>
        HttpResponse.json({ media_path: 'a0000000-0000-4000-8000-000000000002/1.jpg' }),
      ),
      // The one batched signer (src/lib/storage/signed-urls.ts) signs a list of paths per bucket.
      http.post(`${SUPABASE_URL}/storage/v1/object/sign/locked-media`, () =>
        HttpResponse.json([
          {
            path: 'a0000000-0000-4000-8000-000000000002/1.jpg',
            signedURL: '/object/sign/locked-media/a0000000-0000-4000-8000-000000000002/1.jpg?token=t',
            error: null,
          },
        ]),
      ),
    );
    renderMessage();
    // The box shows at once; it opens once its URL is signed.
    // Named by what it does, then the badge it shows (WCAG 2.5.3).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open photo Unlocked' })).toBeEnabled());
    expect(screen.getByText('Unlocked')).toBeVisible();
    expect(screen.queryByText('View image')).not.toBeInTheDocument();
  });
});
