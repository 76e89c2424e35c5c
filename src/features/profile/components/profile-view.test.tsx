import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { ProfileView } from './profile-view';

const session = { user: testUser, session: sessionFor() };
/** The first answer may take a while on a busy machine (two cores shared with other runs). */
const loaded = { timeout: 5000 };

const profile = {
  id: 'f0000000-0000-4000-8000-000000000002',
  name: 'Sam Taylor',
  username: 'samt',
  avatar_url: null,
  cover_url: null,
  bio: 'Collector of glaze tests and playlists.',
  location: null,
  is_creator: false,
  subscription_price_cents: null,
  followers_count: 0,
  following_count: 3,
  posts_count: 2,
  media_count: 1,
  likes_count: 11,
  is_following: false,
};

function serve(blockedByMe: boolean) {
  const unblocked: unknown[] = [];
  let blocked = blockedByMe;
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/profile_screen`, () =>
      HttpResponse.json({ profile, posts: [], subscription_offer: null, blocked_by_me: blocked }),
    ),
    // An unblock reads every shown query again (lib/blocks.ts), the Posts tab's included.
    http.get(`${SUPABASE_URL}/rest/v1/post_cards`, () => HttpResponse.json([])),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/unblock_user`, async ({ request }) => {
      unblocked.push(await request.json());
      blocked = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return unblocked;
}

function renderProfile() {
  renderRoute(
    <ProfileView
      handle="samt"
      renderFollowButton={({ name }) => (
        <button type="button" aria-label={`Follow ${name}`}>
          Follow
        </button>
      )}
    />,
    { session },
  );
}

describe('ProfileView, blocked (issue 28, review m3)', () => {
  it('says the posts are hidden because of the block, offers Unblock, and neither Message nor Follow', async () => {
    const unblocked = serve(true);
    renderProfile();
    const heading = await screen.findByRole('heading', { name: 'Posts hidden because you blocked @samt' }, loaded);
    // Announced: the notice is a live region, as the block is made on this screen.
    const notice = heading.closest<HTMLElement>('[role="status"]');
    if (!notice) throw new Error('the notice is not a status');
    expect(screen.queryByText('No posts yet')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Posts' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message Sam Taylor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Follow Sam Taylor' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share profile' })).toBeVisible();
    // The counters are the profile's own, whatever the block hides.
    expect(screen.getByTestId('count-posts')).toHaveTextContent('2');
    expect(screen.getByTestId('count-likes')).toHaveTextContent('11');

    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('tab', { name: 'Posts' }, loaded)).toBeVisible();
    expect(unblocked).toEqual([{ target: profile.id }]);
    expect(screen.getByRole('button', { name: 'Message Sam Taylor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Sam Taylor' })).toBeVisible();
  });

  it('shows the tabs, Message and Follow when not blocked', async () => {
    serve(false);
    renderProfile();
    expect(await screen.findByRole('tab', { name: 'Posts' }, loaded)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Message Sam Taylor' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Follow Sam Taylor' })).toBeVisible();
    expect(screen.queryByText(/Posts hidden because/)).toBeNull();
  });
});
