import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { TwoFactorRecoveryConfirm } from './two-factor-recovery-confirm';
import { TwoFactorRecoveryRequest } from './two-factor-recovery-request';

const functionUrl = `${SUPABASE_URL}/functions/v1/two-factor-recovery`;
const TOKEN = 'a'.repeat(64);

/** Serves the function with `answer` and keeps the bodies it got. */
function serve(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(functionUrl, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('TwoFactorRecoveryRequest', () => {
  it('sends the address and what happened, then says only that a link goes out if an account uses it', async () => {
    const bodies = serve(() => HttpResponse.json({ requested: true }));
    renderRoute(<TwoFactorRecoveryRequest initialEmail="fan@example.test" />, { path: '/two-factor-recovery' });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByLabelText('Email of your account')).toHaveValue('fan@example.test');
    await user.type(screen.getByLabelText('What happened?'), '  Phone stolen  ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account with two-factor authentication uses fan@example.test, we have sent it an email with a link',
    );
    expect(bodies).toEqual([{ email: 'fan@example.test', message: 'Phone stolen' }]);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it("shows the function's own refusal and keeps what was typed", async () => {
    serve(() =>
      HttpResponse.json(
        { code: 'too_many_requests', message: 'Too many requests from your network. Try again in an hour.' },
        { status: 429 },
      ),
    );
    renderRoute(<TwoFactorRecoveryRequest />, { path: '/two-factor-recovery' });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email of your account'), 'me@example.test');
    await user.type(screen.getByLabelText('What happened?'), 'Lost it');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests from your network. Try again in an hour.',
    );
    expect(screen.getByLabelText('What happened?')).toHaveValue('Lost it');
    expect(screen.getByLabelText('Email of your account')).toHaveValue('me@example.test');
  });
});

describe('TwoFactorRecoveryConfirm', () => {
  it('changes nothing on opening; Confirm sends the token and says the team has it', async () => {
    const bodies = serve(() => HttpResponse.json({ status: 'confirmed' }));
    renderRoute(<TwoFactorRecoveryConfirm token={TOKEN} />, { path: '/two-factor-recovery/confirm' });
    expect(bodies).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request is with our team.');
    expect(bodies).toEqual([{ token: TOKEN }]);
  });

  it('says a spent or expired link is not valid and offers to ask again; a malformed one asks nothing', async () => {
    const bodies = serve(() => HttpResponse.json({ status: 'invalid' }));
    const { unmount } = renderRoute(<TwoFactorRecoveryConfirm token={TOKEN} />, { path: '/x' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid');
    expect(screen.getByRole('link', { name: 'Ask again' })).toHaveAttribute('href', '/two-factor-recovery');
    unmount();

    renderRoute(<TwoFactorRecoveryConfirm token="short" />, { path: '/x' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid');
    expect(bodies).toHaveLength(1);
  });
});
