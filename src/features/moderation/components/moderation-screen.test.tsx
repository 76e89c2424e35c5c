import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { ModerationScreen } from './moderation-screen';

const moderator = { ...testUser, app_metadata: { ...testUser.app_metadata, role: 'moderator' } };
const session = { user: moderator, session: sessionFor(moderator) };

const POST_ID = '0b0c1d2e-0000-4000-8000-000000000001';
const author = { id: 'a0000000-0000-4000-8000-000000000009', name: 'Spammy', username: 'spammy', suspended_at: null };

const entry = (target_type: 'post' | 'comment' | 'profile') => ({
  target_type,
  target_id: target_type === 'profile' ? author.id : POST_ID,
  target_user_id: author.id,
  top_reason: 'spam',
  reasons: ['spam'],
  report_count: 1,
  first_reported_at: '2026-11-20T10:00:00Z',
  held: false,
  notes: [],
  item: {
    author,
    post: {
      id: POST_ID,
      content: 'Cheap followers here',
      media_type: 'none',
      media_url: null,
      locked_media_path: null,
      created_at: '',
    },
    ...(target_type === 'comment' ? { comment: { id: 'c1', content: 'Buy now', created_at: '' } } : {}),
    ...(target_type === 'profile' ? { profile: { bio: 'Followers for sale', created_at: '' } } : {}),
  },
});

/** Serves the queue and records every moderate_item call. */
function serve(entries: ReturnType<typeof entry>[]) {
  const calls: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_moderation_queue`, () => HttpResponse.json(entries)),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/moderate_item`, async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json(null);
    }),
  );
  return calls;
}

describe('ModerationScreen: destructive actions ask first (review m11)', () => {
  it('removes a post only after the confirmation, with the reason it shows', async () => {
    const calls = serve([entry('post')]);
    renderRoute(<ModerationScreen />, { path: '/moderation', session });
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.type(within(card).getByRole('textbox', { name: /^Why/ }), 'Selling followers');
    await user.click(within(card).getByRole('button', { name: 'Remove post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    expect(dialog).toHaveTextContent('Reason recorded: “Selling followers”');
    expect(calls).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Remove post' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove post' }));
    await expect
      .poll(() => calls)
      .toEqual([{ target_type: 'post', target_id: POST_ID, action: 'remove', reason: 'Selling followers' }]);
  });

  it('suspends an account only after a confirmation naming it; dismissing needs none', async () => {
    const calls = serve([entry('profile')]);
    renderRoute(<ModerationScreen />, { path: '/moderation', session });
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.type(within(card).getByRole('textbox', { name: /^Why/ }), 'Fake shop');
    await user.click(within(card).getByRole('button', { name: 'Suspend account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend @spammy?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await expect.poll(() => calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ action: 'suspend', target_type: 'profile' });

    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    await expect.poll(() => calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ action: 'dismiss' });
  });

  it('asks for the reason before it asks for the confirmation', async () => {
    const calls = serve([entry('post')]);
    renderRoute(<ModerationScreen />, { path: '/moderation', session });
    const card = await screen.findByRole('article');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Remove post' }));
    expect(within(card).getByText('Write why before you act.')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('links each reported item to where it lives: the post, the post under a comment, the profile', async () => {
    serve([entry('post'), entry('comment'), entry('profile')]);
    renderRoute(<ModerationScreen />, { path: '/moderation', session });
    const [post, comment, profile] = await screen.findAllByRole('article');
    const link = within(post!).getByRole('link', { name: /^Open the post\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', `/post/${POST_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(comment!).getByRole('link', { name: /^Open the post and its comments/ })).toHaveAttribute(
      'href',
      `/post/${POST_ID}`,
    );
    expect(within(profile!).getByRole('link', { name: /^Open the profile/ })).toHaveAttribute(
      'href',
      '/profile/@spammy',
    );
  });
});

describe('ModerationScreen: a two-factor recovery ticket (review M7)', () => {
  const ticket = {
    id: '7e1c0000-0000-4000-8000-000000000001',
    user_id: author.id,
    category: 'two_factor',
    message: 'Phone stolen at a concert',
    screenshot_path: null,
    status: 'open',
    answer: null,
    answered_by: null,
    answered_at: null,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    author: { name: 'Spammy', username: 'spammy' },
  };
  const recovery = {
    requested_at: '2026-11-20T09:55:00Z',
    confirmed_at: '2026-11-20T10:00:00Z',
    resolved_at: null,
    authenticators: 1,
    account_created_at: '2025-01-01T00:00:00Z',
    last_sign_in_at: '2026-11-01T00:00:00Z',
    password_reset_requested_at: '2026-11-19T00:00:00Z',
    account_email: 'spammy@example.test',
  };

  it('shows what to weigh, warns of a nearby password reset, and turns two-factor off only after confirming', async () => {
    const resets: unknown[] = [];
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_moderation_queue`, () => HttpResponse.json([])),
      http.get(`${SUPABASE_URL}/rest/v1/support_tickets`, () => HttpResponse.json([ticket])),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/get_two_factor_recovery`, () => HttpResponse.json([recovery])),
      http.post(`${SUPABASE_URL}/functions/v1/two-factor-reset`, async ({ request }) => {
        resets.push(await request.json());
        return HttpResponse.json({ removed: 1 });
      }),
    );
    renderRoute(<ModerationScreen />, { path: '/moderation', session });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Support' }));
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('Two-factor recovery · Open');
    expect(await within(card).findByText(/Confirmed from the account’s mailbox/)).toBeVisible();
    expect(within(card).getByRole('alert')).toHaveTextContent('A password reset was asked for');
    expect(card).toHaveTextContent('Write to spammy@example.test');

    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor' }));
    expect(within(card).getByText('Write why before you act.')).toBeVisible();
    await user.type(within(card).getByRole('textbox', { name: /^How you checked/ }), 'Knew their last 3 tips');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor for @spammy?' });
    expect(resets).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Turn off two-factor' }));
    await expect.poll(() => resets).toEqual([{ ticket_id: ticket.id, reason: 'Knew their last 3 tips' }]);
  });
});
