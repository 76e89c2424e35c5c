import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { FollowButton } from './follow-button';

const CREATOR = '6f1d9a4e-2c1b-4a55-9a43-6c6c2a0f1b11';

/**
 * The button shows what its host's cached row says; the host here is a list of one person whose
 * query declares follow state, as every screen with a Follow button does.
 */
function renderButton(isFollowing: boolean) {
  const onFollowingChange = vi.fn();
  function Host() {
    const person = useQuery({
      queryKey: ['test-person'],
      queryFn: () => [{ id: CREATOR, is_following: isFollowing }],
      initialData: [{ id: CREATOR, is_following: isFollowing }],
      staleTime: Infinity,
      meta: { follows: 'patch' },
    }).data[0];
    return (
      <FollowButton
        userId={CREATOR}
        name="Luna Rivera"
        isFollowing={person?.is_following ?? false}
        onFollowingChange={onFollowingChange}
      />
    );
  }
  render(
    <QueryClientProvider client={testQueryClient()}>
      <Host />
    </QueryClientProvider>,
  );
  return onFollowingChange;
}

describe('FollowButton', () => {
  it('follows at once and sends only whom to follow (the database decides who follows)', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/follows`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const onChange = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow Luna Rivera' }));
    expect(screen.getByRole('button', { name: 'Following Luna Rivera' })).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body).toEqual({ following_id: CREATOR }));
    expect(screen.getByRole('button', { name: 'Following Luna Rivera' })).not.toHaveAttribute('aria-busy');
  });

  it('rolls back when the database refuses', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/follows`, () =>
        HttpResponse.json(
          { code: '42501', message: 'new row violates row-level security policy for table "follows"' },
          { status: 403 },
        ),
      ),
    );
    const onChange = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow Luna Rivera' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow Luna Rivera' })).toBeInTheDocument());
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('treats "already following" as success', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/follows`, () =>
        HttpResponse.json({ code: '23505', message: 'duplicate key value' }, { status: 409 }),
      ),
    );
    const onChange = renderButton(false);
    await userEvent.click(screen.getByRole('button', { name: 'Follow Luna Rivera' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Following Luna Rivera' })).not.toHaveAttribute('aria-busy'),
    );
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it('unfollows by deleting the row for that person', async () => {
    let url = '';
    server.use(
      http.delete(`${SUPABASE_URL}/rest/v1/follows`, ({ request }) => {
        url = request.url;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderButton(true);
    await userEvent.click(screen.getByRole('button', { name: 'Following Luna Rivera' }));
    expect(screen.getByRole('button', { name: 'Follow Luna Rivera' })).toBeInTheDocument();
    await waitFor(() => expect(new URL(url).searchParams.get('following_id')).toBe(`eq.${CREATOR}`));
  });
});
