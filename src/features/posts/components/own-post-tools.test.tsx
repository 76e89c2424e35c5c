import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { postRow } from '@/testing/post-fixtures';
import { HomeFeed } from './home-feed';

const session = { user: testUser, session: sessionFor() };

const ownPost = (n: number) =>
  postRow({
    id: `b0000000-0000-4000-8000-00000000000${n}`,
    user_id: testUser.id,
    content: `Post ${n}`,
    author_name: 'Test User',
  });

/** A feed of the user's own posts; deleting one removes it from the next load. */
function serveOwnFeed(count: number) {
  let rows = Array.from({ length: count }, (_, i) => ownPost(i + 1));
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_feed`, () => HttpResponse.json(rows)),
    http.delete(`${SUPABASE_URL}/rest/v1/posts`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')?.replace('eq.', '');
      rows = rows.filter((row) => row.id !== id);
      return HttpResponse.json([{ id }]);
    }),
  );
}

async function deletePost(content: string) {
  const card = (await screen.findByText(content)).closest('article')!;
  within(card).getByRole('button', { name: 'Delete post' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
  await waitFor(() => expect(screen.queryByText(content)).not.toBeInTheDocument());
}

describe('Deleting one of your posts from the feed (issue 18: focus and announcement)', () => {
  it('moves focus to the next post and says "Post deleted"', async () => {
    serveOwnFeed(3);
    renderRoute(<HomeFeed />, { session });
    await deletePost('Post 2');
    const next = screen.getByText('Post 3').closest('article');
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Post deleted');
  });

  it('moves focus to the post before when the last one goes', async () => {
    serveOwnFeed(2);
    renderRoute(<HomeFeed />, { session });
    await deletePost('Post 2');
    await waitFor(() => expect(screen.getByText('Post 1').closest('article')).toHaveFocus());
  });

  it("moves focus to the screen's heading when it was the only post", async () => {
    serveOwnFeed(1);
    renderRoute(
      <main>
        <h1>Home</h1>
        <HomeFeed />
      </main>,
      { session },
    );
    await deletePost('Post 1');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus());
  });
});
