import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { UnsubscribeEmail } from './unsubscribe-email';

const TOKEN = 'a'.repeat(64);

function serveUnsubscribe(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/functions/v1/email-unsubscribe`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('UnsubscribeEmail', () => {
  it('changes nothing on opening: it says what will happen and unsubscribes on the button, signed out', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/functions/v1/email-unsubscribe`, async ({ request }) => {
        sent.push(await request.json());
        await held;
        return HttpResponse.json({ unsubscribed: true });
      }),
    );
    renderRoute(<UnsubscribeEmail token={TOKEN} />);
    expect(screen.getByText(/^Velvet will stop sending the email digest/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText(/^You are unsubscribed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unsubscrib/ })).not.toBeInTheDocument();
    // One request, the button's: opening the page (a link scanner running it) sent none.
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Email settings' })).toHaveAttribute(
      'href',
      '/settings/email-notifications',
    );
  });

  it('says plainly that a link no digest carries changed nothing', async () => {
    serveUnsubscribe(() => HttpResponse.json({ unsubscribed: false }));
    renderRoute(<UnsubscribeEmail token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid: it may be incomplete or changed. Nothing was changed.',
    );
  });

  it('needs no request for a link without a token', () => {
    const sent = serveUnsubscribe(() => HttpResponse.json({ unsubscribed: true }));
    renderRoute(<UnsubscribeEmail token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('keeps the button to try again when the request fails', async () => {
    let fail = true;
    serveUnsubscribe(() =>
      fail
        ? HttpResponse.json(
            { code: 'unavailable', message: 'Could not unsubscribe right now. Try again in a moment.' },
            { status: 500 },
          )
        : HttpResponse.json({ unsubscribed: true }),
    );
    renderRoute(<UnsubscribeEmail token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not unsubscribe right now. Try again in a moment.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/^You are unsubscribed/)).toBeInTheDocument();
  });
});
