import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { EmailDigestSettings } from './email-digest-settings';

const session = { user: testUser, session: sessionFor() };

/** The saved row, as the database keeps it (null: none yet); `failSave`: the next save is refused. */
function serveDigest(initial: string | null, { failSave = false } = {}) {
  let frequency = initial;
  const sent: unknown[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/email_digest_settings`, () =>
      HttpResponse.json(frequency === null ? [] : [{ frequency }]),
    ),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/set_email_digest`, async ({ request }) => {
      const body = (await request.json()) as { frequency: string };
      sent.push(body.frequency);
      if (failSave) return HttpResponse.json({ code: '08006', message: 'connection failure' }, { status: 503 });
      frequency = body.frequency;
      return HttpResponse.json({ user_id: testUser.id, frequency, updated_at: new Date().toISOString() });
    }),
  );
  return sent;
}

describe('EmailDigestSettings', () => {
  it('shows daily until the user chooses, and the address digests go to', async () => {
    serveDigest(null);
    renderRoute(<EmailDigestSettings />, { session });
    expect(await screen.findByRole('radio', { name: /^Daily/ })).toBeChecked();
    expect(screen.getByText(testUser.email!)).toBeInTheDocument();
  });

  it('saves a choice at once', async () => {
    const sent = serveDigest('daily');
    renderRoute(<EmailDigestSettings />, { session });
    await userEvent.click(await screen.findByText('Off'));
    expect(screen.getByRole('radio', { name: /^Off/ })).toBeChecked();
    await waitFor(() => expect(sent).toEqual(['off']));
  });

  it('says when a choice could not be saved and shows what is saved', async () => {
    serveDigest('weekly', { failSave: true });
    renderRoute(<EmailDigestSettings />, { session });
    await userEvent.click(await screen.findByText('Daily'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not save/);
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Weekly/ })).toBeChecked());
  });

  it('offers to try again when the setting does not load', async () => {
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/email_digest_settings`, () =>
        HttpResponse.json({ code: 'XX000', message: 'database is down' }, { status: 500 }),
      ),
    );
    renderRoute(<EmailDigestSettings />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your email settings');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
