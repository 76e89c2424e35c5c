import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { invalidateEntitlements } from '@/lib/money-cache';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { MediaTab } from './media-tab';

const CHAT = '0f8d1c2a-1111-4222-8333-444455556666';
const FREE = 'aaaaaaaa-0000-4000-8000-000000000001';
const PAID_IMAGE = 'aaaaaaaa-0000-4000-8000-000000000002';
const PAID_VIDEO = 'aaaaaaaa-0000-4000-8000-000000000003';
const LOCKED_PATH = 'b0000000-0000-4000-8000-000000000009/paid.jpg';

const row = (id: string, type: 'image' | 'video', url: string | null, price: number | null) => ({
  id,
  media_type: type,
  media_url: url,
  media_width: 800,
  media_height: 600,
  price_cents: price,
  created_at: '2026-11-20T10:00:00Z',
});

/** Signs whatever it is asked for, per bucket, as storage's createSignedUrls answers. */
const signer = (asked: string[]) =>
  http.post(`${SUPABASE_URL}/storage/v1/object/sign/:bucket`, async ({ request, params }) => {
    const { paths } = (await request.json()) as { paths: string[] };
    asked.push(...paths);
    return HttpResponse.json(
      paths.map((path) => ({
        path,
        signedURL: `/object/sign/${String(params['bucket'])}/${path}?token=t`,
        error: null,
      })),
    );
  });

function renderTab() {
  const queryClient = testQueryClient();
  const onOpen = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MediaTab chatId={CHAT} onOpen={onOpen} />
    </QueryClientProvider>,
  );
  return { queryClient, onOpen };
}

describe('MediaTab', () => {
  it('lists paid messages too: locked ones blurred with "View {type}", not clickable, counted in the chips', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/messages`, () =>
        HttpResponse.json([
          row(PAID_VIDEO, 'video', null, 900),
          row(PAID_IMAGE, 'image', null, 400),
          row(FREE, 'image', `${CHAT}/images/free.jpg`, null),
        ]),
      ),
      // Not bought: RLS hides the path's row from this viewer.
      http.get(`${SUPABASE_URL}/rest/v1/locked_message_media`, () => HttpResponse.json([])),
      signer(asked),
    );
    renderTab();

    expect(await screen.findByRole('button', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Photo (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Video (1)' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Shared media' });
    expect(await within(grid).findByText('View image')).toBeInTheDocument();
    expect(within(grid).getByText('View video')).toBeInTheDocument();
    expect(within(grid).getByText('Unlock in Chat · €4.00')).toBeInTheDocument();
    // Only the free photo opens; the locked items are not buttons and nothing of theirs is signed.
    await waitFor(() => expect(within(grid).getByRole('button', { name: 'Open photo' })).toBeEnabled());
    expect(within(grid).getAllByRole('button')).toHaveLength(1);
    expect(within(grid).queryByRole('button', { name: 'Play video' })).not.toBeInTheDocument();
    expect(asked).toEqual([`${CHAT}/images/free.jpg`]);
  });

  it('shows a paid item once it is bought, without a reload, and it opens full screen', async () => {
    let isBought = false;
    const asked: string[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/messages`, () => HttpResponse.json([row(PAID_IMAGE, 'image', null, 400)])),
      http.get(`${SUPABASE_URL}/rest/v1/locked_message_media`, () =>
        HttpResponse.json(isBought ? [{ media_path: LOCKED_PATH }] : []),
      ),
      signer(asked),
    );
    const { queryClient, onOpen } = renderTab();
    expect(await screen.findByText('View image')).toBeInTheDocument();

    // What an unlock in the Chat tab does to the cache (src/lib/money-cache.ts).
    isBought = true;
    await invalidateEntitlements(queryClient);

    const open = await screen.findByRole('button', { name: 'Open photo' });
    await waitFor(() => expect(open).toBeEnabled());
    expect(screen.queryByText('View image')).not.toBeInTheDocument();
    expect(asked).toEqual([LOCKED_PATH]);
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith({
      type: 'image',
      url: expect.stringContaining(`/locked-media/${LOCKED_PATH}`) as unknown,
    });
  });
});
