import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { NotificationsView } from './notifications-view';

const session = { user: testUser, session: sessionFor() };
/** The first answer may take a while on a busy machine (two cores shared with other runs). */
const loaded = { timeout: 5000 };

const card = {
  actor_id: 'u1',
  actor_name: 'Kai Nakamura',
  actor_username: 'kaidraws',
  actor_avatar_url: null,
  post_id: 'p1',
  comment_id: null,
  post_excerpt: 'Leg day',
  comment_excerpt: null,
  created_at: new Date(Date.now() - 60_000).toISOString(),
  read_at: null,
  second_actor: { id: 'u2', name: 'Maya Chen', username: 'mayasings', avatar_url: null },
};
const likes = { ...card, id: 'n1', type: 'post_like', group_key: 'post_like:p1:unread', group_count: 8 };
const tip = {
  ...card,
  id: 'n2',
  type: 'tip',
  group_key: 'n2',
  group_count: 1,
  second_actor: null,
  amount_cents: 500,
  read_at: '2026-11-01T10:00:00Z',
};

function serve(isCreator: boolean) {
  const asked: string[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/profiles`, () =>
      HttpResponse.json({ id: testUser.id, name: 'Me', username: 'me', avatar_url: null, is_creator: isCreator }),
    ),
    http.head(
      `${SUPABASE_URL}/rest/v1/notifications`,
      () => new HttpResponse(null, { headers: { 'Content-Range': '0-0/1' } }),
    ),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/notification_feed`, async ({ request }) => {
      const { filter } = (await request.json()) as { filter: string };
      asked.push(filter);
      return HttpResponse.json(filter === 'all' ? [likes, tip] : filter === 'likes' ? [likes] : []);
    }),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/mark_notifications_read`, () => new HttpResponse(null, { status: 204 })),
  );
  return asked;
}

describe('NotificationsView (issue 28, review m12)', () => {
  it('shows likes of one post as one row, filters by kind, and marks everything read', async () => {
    const asked = serve(true);
    renderRoute(<NotificationsView />, { session });
    const list = await screen.findByRole('list', { name: 'Notifications' }, loaded);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Kai Nakamura and 7 others liked your post (unread)');
    expect(rows[1]).toHaveTextContent('Kai Nakamura sent you a €5.00 tip');

    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Show notifications' });
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(filters).getByRole('button', { name: 'Likes' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1), loaded);
    expect(within(filters).getByRole('button', { name: 'Likes' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await within(filters).findByRole('button', { name: 'Purchases & tips' }, loaded));
    expect(await screen.findByRole('heading', { name: 'No purchases & tips yet' }, loaded)).toBeVisible();
    expect(asked).toEqual(['all', 'likes', 'purchases']);

    await user.click(within(filters).getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByText(/\(unread\)/)).toBeNull(), loaded);
  });

  it('offers a fan no money filters', async () => {
    serve(false);
    renderRoute(<NotificationsView />, { session });
    await screen.findByRole('list', { name: 'Notifications' }, loaded);
    const filters = screen.getByRole('group', { name: 'Show notifications' });
    await waitFor(() => expect(within(filters).queryByRole('button', { name: 'Purchases & tips' })).toBeNull(), loaded);
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Likes', 'Comments', 'Follows']);
  });
});
