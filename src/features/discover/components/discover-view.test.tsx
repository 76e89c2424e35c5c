import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { DiscoverView } from './discover-view';

const session = { user: testUser, session: sessionFor() };
const loaded = { timeout: 5000 };

const creator = (n: number, price: number) => ({
  id: `c${n}`,
  name: `Creator ${n}`,
  username: `creator${n}`,
  bio: null,
  avatar_url: null,
  cover_url: null,
  is_creator: true,
  followers_count: 100 - n,
  is_following: false,
  subscription_price_cents: price,
  posts_count: n,
  created_at: '2026-11-01T10:00:00Z',
});

describe('DiscoverView price filter (issue 28, review m13)', () => {
  it('shows the creators a price keeps in a grid, and the sections again with All creators', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/discover_creators`, () =>
        HttpResponse.json({ suggested: [creator(1, 799)], newest: [creator(2, 1499)] }),
      ),
      // Back on All creators, Suggested reads its own query again once stale.
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_suggested_creators`, () => HttpResponse.json([creator(1, 799)])),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/browse_creators`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json([creator(3, 499), creator(4, 999)]);
      }),
    );
    renderRoute(<DiscoverView renderFollowButton={() => null} />, { session });
    expect(await screen.findByRole('list', { name: 'Newest creators' }, loaded)).toBeVisible();

    const user = userEvent.setup();
    const filters = screen.getByRole('group', { name: 'Filter creators by price' });
    await user.click(within(filters).getByRole('button', { name: 'Under €10' }));
    const grid = await screen.findByRole('list', { name: 'Creators under €10 a month' }, loaded);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grid).getByText('€4.99')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Newest creators' })).toBeNull();
    expect(asked).toEqual([{ max_price_cents: 999, max_count: 30 }]);

    await user.click(within(filters).getByRole('button', { name: 'All creators' }));
    expect(await screen.findByRole('list', { name: 'Newest creators' }, loaded)).toBeVisible();
    expect(within(filters).getByRole('button', { name: 'All creators' })).toHaveAttribute('aria-pressed', 'true');
  });
});
