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
  it('turns the digest off on opening, signed out, and says so', async () => {
    const sent = serveUnsubscribe(() => HttpResponse.json({ unsubscribed: true }));
    renderRoute(<UnsubscribeEmail token={TOKEN} />);
    expect(screen.getByRole('status')).toHaveTextContent('Turning off the email digest...');
    expect(await screen.findByText(/^You are unsubscribed/)).toBeInTheDocument();
    expect(sent).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Email settings' })).toHaveAttribute(
      'href',
      '/settings/email-notifications',
    );
  });

  it('says plainly that a link no digest carries changed nothing', async () => {
    serveUnsubscribe(() => HttpResponse.json({ unsubscribed: false }));
    renderRoute(<UnsubscribeEmail token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid: it may be incomplete or changed. Nothing was changed.',
    );
  });

  it('needs no request for a link without a token', () => {
    const sent = serveUnsubscribe(() => HttpResponse.json({ unsubscribed: true }));
    renderRoute(<UnsubscribeEmail token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(sent).toEqual([]);
  });

  it('offers to try again when the request fails', async () => {
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not unsubscribe right now. Try again in a moment.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^You are unsubscribed/)).toBeInTheDocument();
  });
});
