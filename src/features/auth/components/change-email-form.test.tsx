import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { accountMessages } from '../utils/validation';
import { ChangeEmailForm } from './change-email-form';

const userUrl = `${SUPABASE_URL}/auth/v1/user`;
const current = 'fan@example.test';

async function ask(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Email'), email);
  await user.click(screen.getByRole('button', { name: 'Change Email' }));
}

describe('ChangeEmailForm', () => {
  beforeEach(() => storeSession());

  it('asks for the change with a link back to Email & Password and says to confirm from both addresses', async () => {
    const requests: Array<{ url: string; body: unknown }> = [];
    server.use(
      http.put(userUrl, async ({ request }) => {
        requests.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ ...testUser, email: current, new_email: 'new@example.test' });
      }),
    );
    renderRoute(<ChangeEmailForm account={{ email: current, pendingEmail: null }} />, {
      path: '/settings/email-password',
    });
    await ask(' new@example.test ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      accountMessages.emailChangeSent(current, 'new@example.test'),
    );
    expect(requests[0]?.body).toMatchObject({ email: 'new@example.test' });
    expect(new URL(requests[0]?.url ?? '').searchParams.get('redirect_to')).toBe(
      `${window.location.origin}/settings/email-password`,
    );
    expect(screen.getByLabelText('New Email')).toHaveValue('');
  });

  it('shows a change that is still waiting for confirmation', () => {
    renderRoute(<ChangeEmailForm account={{ email: current, pendingEmail: 'next@example.test' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(accountMessages.emailPending(current, 'next@example.test'));
  });

  // Many keystrokes: more than the default 5 s on a busy machine.
  it(
    'refuses the current address without calling the service, and shows the service message otherwise',
    { timeout: 15_000 },
    async () => {
      server.use(
        http.put(userUrl, () =>
          HttpResponse.json(
            { code: 'email_exists', message: 'A user with this email address has already been registered' },
            { status: 422 },
          ),
        ),
      );
      renderRoute(<ChangeEmailForm account={{ email: current, pendingEmail: null }} />);
      await ask('FAN@example.test');
      expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.sameEmail);
      await userEvent.setup().clear(screen.getByLabelText('New Email'));
      await ask('taken@example.test');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'A user with this email address has already been registered',
      );
    },
  );
});
