import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { BlockedUsers } from './blocked-users';

const session = { user: testUser, session: sessionFor() };
const ana = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Ana Rivera',
  username: 'ana',
  avatar_url: null,
  blocked_at: '2026-11-20T10:00:00Z',
};

/** get_blocked_users as the database answers it; unblock_user removes the row. */
function serveBlocks(initial: (typeof ana)[], { fail = false } = {}) {
  let rows = initial;
  const unblocked: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_blocked_users`, () =>
      fail
        ? HttpResponse.json({ code: '08006', message: 'connection failure' }, { status: 503 })
        : HttpResponse.json(rows),
    ),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/unblock_user`, async ({ request }) => {
      const { target } = (await request.json()) as { target: string };
      unblocked.push(target);
      rows = rows.filter((r) => r.id !== target);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return unblocked;
}

describe('BlockedUsers', () => {
  it('lists whom you blocked and unblocks one, down to the empty state', async () => {
    const unblocked = serveBlocks([ana]);
    renderRoute(<BlockedUsers />, { session });
    expect(await screen.findByText('@ana')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock @ana' }));
    await waitFor(() => expect(unblocked).toEqual([ana.id]));
    expect(await screen.findByRole('heading', { name: 'No blocked users' })).toBeInTheDocument();
  });

  it('says when the list could not load', async () => {
    serveBlocks([], { fail: true });
    renderRoute(<BlockedUsers />, { session });
    expect(await screen.findByText(/Could not load your blocked users/)).toBeInTheDocument();
  });
});
