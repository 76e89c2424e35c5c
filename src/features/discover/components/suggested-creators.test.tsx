import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SuggestedCreators } from './suggested-creators';

const creator = (n: number) => ({
  id: `c${n}`,
  name: `Creator ${n}`,
  username: `creator${n}`,
  bio: null,
  avatar_url: null,
  cover_url: null,
  is_creator: true,
  followers_count: 100 - n,
  is_following: false,
  // get_suggested_creators returns whole profile_cards rows; Discover's cards show these two.
  subscription_price_cents: 999,
  posts_count: n,
});

const session = { user: testUser, session: sessionFor() };

function showPanel(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('SuggestedCreators (spec §2 Home carousel)', () => {
  it('wraps around with previous/next and jumps with the dots', async () => {
    showPanel(true);
    let calls = 0;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_suggested_creators`, () => {
        calls += 1;
        return HttpResponse.json([creator(1), creator(2), creator(3)]);
      }),
    );
    renderRoute(<SuggestedCreators />, { session });
    expect(await screen.findByRole('link', { name: 'Creator 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Previous creator' }));
    expect(screen.getByRole('link', { name: 'Creator 3' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next creator' }));
    expect(screen.getByRole('link', { name: 'Creator 1' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show Creator 2' }));
    expect(screen.getByRole('link', { name: 'Creator 2' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show Creator 2' })).toHaveAttribute('aria-current', 'true');
    expect(calls).toBe(1);
  });

  it('asks nothing below the extra-large width, where the panel is hidden', () => {
    showPanel(false);
    const { queryClient } = renderRoute(<SuggestedCreators />, { session });
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
