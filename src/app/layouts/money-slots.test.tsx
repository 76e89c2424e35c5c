import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTipAction } from '@/components/money/money-slots';
import { readPendingIntent, savePendingIntent } from '@/lib/pending-intent';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { MoneySlotsLayer } from './money-slots';

const KAI = 'c0000000-0000-4000-8000-000000000001';
const CHAT = 'd0000000-0000-4000-8000-000000000001';
const tipResult = (amount: number) => ({
  tip_id: 't1',
  message_id: null,
  amount_cents: amount,
  charged: true,
  wallet_balance_cents: 1500,
});

/** Kai's profile: a Tip button from the money slot and Message, which opens the chat. */
function Profile() {
  const tip = useTipAction({ creatorId: KAI, creatorName: 'Kai', context: 'profile' });
  return (
    <div>
      <h2>Kai&apos;s profile</h2>
      {tip}
      <Link to={`/chats/${CHAT}`}>Message Kai</Link>
    </div>
  );
}

/** The layout as ProtectedLayout has it: the money layer around the routes' Suspense. */
function renderApp(path: string, chat: React.ReactElement) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            element={
              <MoneySlotsLayer>
                <Suspense fallback={<p>Loading...</p>}>
                  <Outlet />
                </Suspense>
              </MoneySlotsLayer>
            }
          >
            <Route path="/profile/@kaidraws" element={<Profile />} />
            <Route path="/chats/:chatId" element={chat} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MoneySlotsLayer', () => {
  // The layer loads the tip pieces on first use; load them once up front so no step waits on a transform.
  beforeAll(async () => {
    await Promise.all([
      import('@/features/tips/components/tip-button'),
      import('@/features/tips/components/tip-sheet'),
    ]);
  });

  // Lazy screens, lazy money pieces and a real router transition: slower than most unit tests.
  const slow = { timeout: 20_000 };
  const found = { timeout: 5000 };

  it('keeps a tip sheet open that was opened while the next screen was still loading', slow, async () => {
    // The chat screen's chunk, still on its way when the fan taps Tip (a navigation is a
    // transition: the profile stays up, and tappable, until the chat can render).
    let loadChat: (module: { default: () => React.ReactElement }) => void = () => undefined;
    const Chat = lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((resolve) => {
          loadChat = resolve;
        }),
    );
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/tip`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(tipResult(500));
      }),
    );
    renderApp('/profile/@kaidraws', <Chat />);

    await userEvent.click(screen.getByRole('link', { name: 'Message Kai' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Kai a tip' }, found));
    const sheet = await screen.findByRole('dialog', { name: 'Tip Kai' }, found);
    expect(screen.getByRole('heading', { name: "Kai's profile" })).toBeInTheDocument();

    loadChat({ default: () => <h1>Chat with Kai</h1> });
    expect(await screen.findByRole('heading', { name: 'Chat with Kai' }, found)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Kai's profile" })).not.toBeInTheDocument();
    // The sheet outlived the screen it was opened from, and still sends the tip.
    expect(sheet).toBeInTheDocument();
    expect(sheet).toHaveAttribute('open');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Send €5.00 tip' }));
    expect(await within(sheet).findByText(/You sent Kai a €5\.00 tip/, {}, found)).toBeInTheDocument();
    expect(bodies).toEqual([{ creator_id: KAI, amount_cents: 500, idempotency_key: expect.any(String) as unknown }]);
  });

  it(
    'back from a top-up on the screen it started from, sends the waiting tip once with its saved key',
    slow,
    async () => {
      const KEY = 'a5a5a5a5-0000-4000-8000-000000000003';
      savePendingIntent({
        kind: 'tip',
        target: { creatorId: KAI, creatorName: 'Kai', context: 'chat', conversationId: CHAT },
        amountCents: 1250,
        message: 'For the next city',
        returnTo: `/chats/${CHAT}`,
        idempotencyKey: KEY,
      });
      const bodies: Array<Record<string, unknown>> = [];
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/rpc/tip`, async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json(tipResult(1250));
        }),
      );
      renderApp(`/chats/${CHAT}`, <h1>Chat with Kai</h1>);

      const sheet = await screen.findByRole('dialog', { name: 'Tip Kai' }, found);
      expect(await within(sheet).findByText(/You sent Kai a €12\.50 tip/, {}, found)).toBeInTheDocument();
      expect(bodies).toEqual([
        {
          creator_id: KAI,
          amount_cents: 1250,
          idempotency_key: KEY,
          message: 'For the next city',
          conversation_id: CHAT,
        },
      ]);
      await waitFor(() => expect(readPendingIntent()).toBeNull());
    },
  );

  it('leaves a waiting purchase alone on any other screen', async () => {
    savePendingIntent({
      kind: 'tip',
      target: { creatorId: KAI, creatorName: 'Kai', context: 'profile' },
      amountCents: 500,
      message: '',
      returnTo: '/profile/@kaidraws',
      idempotencyKey: 'a5a5a5a5-0000-4000-8000-000000000004',
    });
    renderApp(`/chats/${CHAT}`, <h1>Chat with Kai</h1>);
    expect(await screen.findByRole('heading', { name: 'Chat with Kai' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readPendingIntent()).not.toBeNull();
  });
});
