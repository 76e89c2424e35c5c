import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { SearchBox } from './search-box';

const rows = [
  {
    kind: 'profile',
    id: 'p1',
    username: 'lunarivera',
    name: 'Luna Rivera',
    avatar_url: null,
    is_creator: true,
    post_content: null,
    post_media_type: null,
    created_at: '2025-10-01T00:00:00Z',
  },
  {
    kind: 'post',
    id: 'b0000000-0000-4000-8000-000000000003',
    username: 'lunarivera',
    name: 'Luna Rivera',
    avatar_url: null,
    is_creator: true,
    post_content: 'Lunar lifts at dawn',
    post_media_type: 'video',
    created_at: '2025-10-02T00:00:00Z',
  },
];

function serveSearch() {
  const terms: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/search`, async ({ request }) => {
      terms.push(await request.json());
      return HttpResponse.json(rows);
    }),
  );
  return terms;
}

describe('SearchBox', () => {
  it('asks once per pause in typing, for people and posts together', async () => {
    const terms = serveSearch();
    renderRoute(<SearchBox variant="inline" />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'luna');
    expect(await screen.findByRole('option', { name: /^Luna Rivera.*@lunarivera$/ })).toBeVisible();
    expect(screen.getByRole('option', { name: /Lunar lifts at dawn/ })).toBeVisible();
    expect(terms).toEqual([{ search_text: 'luna', max_results: 8 }]);
  });

  it('does not search a single character', async () => {
    const terms = serveSearch();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderRoute(<SearchBox variant="inline" />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(screen.getByRole('combobox', { name: 'Search' }), 'l');
      await vi.advanceTimersByTimeAsync(2000); // well past the debounce
      expect(terms).toEqual([]);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    serveSearch();
    const { location } = renderRoute(<SearchBox variant="inline" />, { routes: { '/post/:id': <p>post page</p> } });
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'luna');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const post = screen.getByRole('option', { name: /Lunar lifts/ });
    expect(post).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', post.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /@lunarivera$/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/post/b0000000-0000-4000-8000-000000000003'));
  });
});
