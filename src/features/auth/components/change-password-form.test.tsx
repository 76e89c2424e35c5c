import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { accountMessages } from '../utils/validation';
import { ChangePasswordForm } from './change-password-form';

const userUrl = `${SUPABASE_URL}/auth/v1/user`;
const reauthUrl = `${SUPABASE_URL}/auth/v1/reauthenticate`;

async function submit(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('New Password'));
  await user.type(screen.getByLabelText('New Password'), password);
  await user.clear(screen.getByLabelText('Confirm New Password'));
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return user;
}

const render = () => renderRoute(<ChangePasswordForm email="fan@example.test" />, { path: '/settings/email-password' });

describe('ChangePasswordForm', () => {
  beforeEach(() => storeSession());

  // Many keystrokes: more than the default 5 s on a busy machine.
  it('applies the spec password rules before calling the service', { timeout: 15_000 }, async () => {
    render();
    await submit('abcdef', 'abcdeg');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await submit('12345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
  });

  it('changes the password of a recent session without asking for a code', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(userUrl, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(testUser);
      }),
    );
    render();
    await submit('brand-new-pass');
    expect(await screen.findByRole('status')).toHaveTextContent(accountMessages.passwordChanged);
    expect(bodies).toEqual([expect.objectContaining({ password: 'brand-new-pass' })]);
    expect(bodies[0]).not.toHaveProperty('nonce');
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  // Many keystrokes: more than the default 5 s on a busy machine.
  it(
    'mails a code when the service asks for reauthentication, refuses a wrong one and accepts the right one',
    { timeout: 15_000 },
    async () => {
      const nonces: Array<string | undefined> = [];
      let codesSent = 0;
      server.use(
        http.put(userUrl, async ({ request }) => {
          const { nonce } = (await request.json()) as { nonce?: string };
          nonces.push(nonce);
          if (!nonce)
            return HttpResponse.json(
              { error_code: 'reauthentication_needed', message: 'Password update requires reauthentication' },
              { status: 400 },
            );
          if (nonce !== '123456')
            return HttpResponse.json(
              { error_code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
              { status: 422 },
            );
          return HttpResponse.json(testUser);
        }),
        http.get(reauthUrl, () => {
          codesSent += 1;
          return HttpResponse.json({});
        }),
      );
      render();
      const user = await submit('brand-new-pass');
      expect(await screen.findByText(accountMessages.codeSent('fan@example.test'))).toBeInTheDocument();
      expect(codesSent).toBe(1);

      // An empty field is the browser's to refuse (required); blanks are ours.
      await user.type(screen.getByLabelText('Verification Code'), '   ');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.codeRequired);

      await user.clear(screen.getByLabelText('Verification Code'));
      await user.type(screen.getByLabelText('Verification Code'), '654321');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(accountMessages.codeInvalid);

      await user.click(screen.getByRole('button', { name: 'Send a new code' }));
      expect(await screen.findByText(accountMessages.codeResent('fan@example.test'))).toBeInTheDocument();
      expect(codesSent).toBe(2);

      await user.clear(screen.getByLabelText('Verification Code'));
      await user.type(screen.getByLabelText('Verification Code'), '123456');
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(await screen.findByText(accountMessages.passwordChanged)).toBeInTheDocument();
      expect(nonces).toEqual([undefined, '654321', '123456']);
      expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
    },
  );

  it('shows the service message for other refusals', async () => {
    server.use(
      http.put(userUrl, () =>
        HttpResponse.json(
          { code: 'same_password', message: 'New password should be different from the old password.' },
          { status: 422 },
        ),
      ),
    );
    render();
    await submit('same-as-before');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New password should be different from the old password.',
    );
  });
});
