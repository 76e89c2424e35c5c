import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { NotificationSettings } from './notification-settings';

const session = { user: testUser, session: sessionFor() };

/** The saved row, as the database keeps it; `failSave`: the next save is refused. */
function serveSettings(initial: string[] | null, { failSave = false } = {}) {
  let muted = initial;
  const sent: unknown[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/notification_settings`, () =>
      HttpResponse.json(muted === null ? [] : [{ muted }]),
    ),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/set_muted_notifications`, async ({ request }) => {
      const body = (await request.json()) as { muted: string[] };
      sent.push(body.muted);
      if (failSave) return HttpResponse.json({ code: '08006', message: 'connection failure' }, { status: 503 });
      muted = body.muted;
      return HttpResponse.json({ user_id: testUser.id, muted, updated_at: new Date().toISOString() });
    }),
  );
  return sent;
}

describe('NotificationSettings', () => {
  it('shows every kind on until something is muted', async () => {
    serveSettings(null);
    renderRoute(<NotificationSettings />, { session });
    const switches = await screen.findAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(Array(6).fill('true'));
    expect(
      screen.getByText(/Failed subscription renewals, payout updates and notices from Velvet .* are always shown/),
    ).toBeInTheDocument();
  });

  it('turns a kind off and on, saving the whole set each time', async () => {
    const sent = serveSettings(['tip']);
    renderRoute(<NotificationSettings />, { session });
    const likes = await screen.findByRole('switch', { name: /^Likes/ });
    expect(screen.getByRole('switch', { name: /^Tips/ })).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(likes);
    expect(likes).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(sent).toEqual([['tip', 'like']]));

    await userEvent.click(screen.getByRole('switch', { name: /^Tips/ }));
    await waitFor(() => expect(sent).toEqual([['tip', 'like'], ['like']]));
    expect(screen.getByRole('switch', { name: /^Tips/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('says when a change could not be saved and shows what is saved', async () => {
    serveSettings([], { failSave: true });
    renderRoute(<NotificationSettings />, { session });
    const follows = await screen.findByRole('switch', { name: /^New followers/ });
    await userEvent.click(follows);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Could not save/);
    await waitFor(() => expect(follows).toHaveAttribute('aria-checked', 'true'));
  });

  it('offers to try again when the settings do not load', async () => {
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/notification_settings`, () =>
        HttpResponse.json({ code: 'XX000', message: 'database is down' }, { status: 500 }),
      ),
    );
    renderRoute(<NotificationSettings />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your notification settings');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
