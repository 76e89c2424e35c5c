import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { postRow } from '@/testing/post-fixtures';
import { HomeFeed } from './home-feed';

const session = { user: testUser, session: sessionFor() };

function serveFeed(rows = [postRow()]) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_feed`, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(rows);
    }),
  );
  return calls;
}

// Named by the count it shows, then the action (WCAG 2.5.3); liked is aria-pressed.
const likeButton = () => screen.getByRole('button', { name: /^\d+ likes?, Like$/ });
const likeCount = () => within(likeButton()).getByTestId('like-count');

describe('HomeFeed', () => {
  it('loads one page of 50 with one request and shows author, text, counts and time', async () => {
    const calls = serveFeed();
    renderRoute(<HomeFeed />, { session });
    const post = await screen.findByRole('article', { name: 'Post by Luna Rivera' });
    expect(within(post).getByRole('link', { name: 'Luna Rivera' })).toHaveAttribute('href', '/profile/@lunarivera');
    expect(within(post).getByText('Rest days are training days.')).toBeVisible();
    expect(within(post).getByText('5m')).toBeVisible();
    expect(within(post).getByRole('link', { name: '2 comments, open post' })).toBeVisible();
    expect(calls).toEqual([{ page_size: 50 }]);
  });

  const page = (media: (i: number) => boolean) =>
    Array.from({ length: 20 }, (_, i) =>
      postRow({
        id: `b0000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        content: `Post ${i}`,
        media_type: media(i) ? 'image' : 'none',
        media_url: media(i) ? `/storage/v1/object/public/post-media/a/${i}.jpg` : null,
        media_width: 1080,
        media_height: 1080,
      }),
    );

  it('shows the first posts at once and the rest of the page after them', async () => {
    serveFeed(page(() => false));
    renderRoute(<HomeFeed />, { session });
    expect(await screen.findByText('Post 0')).toBeVisible();
    // One card per task after that, until the whole page is there.
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(20), { timeout: 5000 });
    expect(screen.getByText('Post 19')).toBeVisible();
  });

  it('fetches the first photo at once and first, and the next ones only when near', async () => {
    serveFeed(page((i) => i < 2));
    renderRoute(<HomeFeed />, { session });
    const [first, second] = await screen.findAllByRole('img', { name: 'Image by Luna Rivera' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('shows the empty state when there are no posts', async () => {
    serveFeed([]);
    renderRoute(<HomeFeed />, { session });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeVisible();
  });

  it('likes at once and keeps the like when the server agrees', async () => {
    serveFeed();
    let inserted: unknown;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/likes`, async ({ request }) => {
        inserted = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderRoute(<HomeFeed />, { session });
    await screen.findByRole('article');
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(likeButton());
    expect(likeButton()).toHaveAttribute('aria-pressed', 'true');
    expect(likeButton()).toHaveAccessibleName('4 likes, Like');
    expect(likeCount()).toHaveTextContent('4');
    await waitFor(() => expect(inserted).toEqual({ post_id: postRow().id }));
    expect(likeCount()).toHaveTextContent('4');
  });

  it('rolls the like back when the request fails', async () => {
    serveFeed([postRow({ user_liked: true, likes_count: 3 })]);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(`${SUPABASE_URL}/rest/v1/likes`, async () => {
        await answered;
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<HomeFeed />, { session });
    await screen.findByRole('article');
    await userEvent.click(likeButton());
    // Optimistic: unliked and one fewer while the request runs…
    expect(likeButton()).toHaveAttribute('aria-pressed', 'false');
    expect(likeButton()).toHaveAccessibleName('2 likes, Like');
    expect(likeCount()).toHaveTextContent('2');
    release();
    // …then back to what the server still has.
    await waitFor(() => expect(likeButton()).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButton()).toHaveAccessibleName('3 likes, Like');
    expect(likeCount()).toHaveTextContent('3');
    // Spec §8: a failed like is only logged.
    expect(logged).toHaveBeenCalledWith('Like failed', expect.any(Error));
    logged.mockRestore();
  });

  it('runs only one like request at a time in a feed', async () => {
    serveFeed([postRow(), postRow({ id: 'b0000000-0000-4000-8000-000000000002', author_name: 'Kai' })]);
    let requests = 0;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/likes`, async () => {
        requests += 1;
        await answered;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    renderRoute(<HomeFeed />, { session });
    const [first, second] = await screen.findAllByRole('article');
    const like = (post: HTMLElement) => within(post).getByRole('button', { name: /, Like$/ });
    await userEvent.click(like(first!));
    await userEvent.click(like(second!));
    await waitFor(() => expect(requests).toBe(1));
    expect(like(second!)).toHaveAttribute('aria-pressed', 'false');
    release();
    await waitFor(() => expect(within(first!).getByTestId('like-count')).toHaveTextContent('4'));
    expect(requests).toBe(1);
  });

  it('offers a retry when the feed cannot be loaded', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_feed`, () =>
        HttpResponse.json({ message: 'database is down' }, { status: 503 }),
      ),
    );
    renderRoute(<HomeFeed />, { session });
    expect(await screen.findByRole('alert')).toHaveTextContent('database is down');
    serveFeed();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });
});
