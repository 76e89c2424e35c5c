import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { Composer } from './composer';

const session = { user: testUser, session: sessionFor() };
const author = { name: 'Fan', username: 'fan', avatar_url: null, is_creator: false };

function setup() {
  server.use(http.get(`${SUPABASE_URL}/rest/v1/profiles`, () => HttpResponse.json(null)));
  renderRoute(<Composer />, { session });
  return {
    user: userEvent.setup(),
    text: () => screen.getByRole('textbox', { name: "What's on your mind?" }),
    post: () => screen.getByRole('button', { name: /^Post(ing\.\.\.)?$/ }),
  };
}

describe('Composer (spec §4, §5)', () => {
  it('refuses blank text without sending anything', async () => {
    const { user, text, post } = setup();
    await user.type(text(), '   ');
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Write something before posting.');
  });

  it('counts live and refuses more than 1000 characters', async () => {
    const { user, text, post } = setup();
    await user.click(text());
    await user.paste('x'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeVisible();
    await user.paste('y');
    expect(screen.getByText('1001/1000')).toBeVisible();
    await user.click(post());
    expect(screen.getByRole('alert')).toHaveTextContent('Posts can be at most 1000 characters.');
  });

  it('refuses a file that is not an image or a video', async () => {
    setup();
    // The picker filters to images and videos, but a user can switch it to "All files".
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByTestId('composer-file'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image or video file.');
  });

  it('shows Posting... with the form disabled, then clears the text', async () => {
    let body: unknown;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/posts`, async ({ request }) => {
        body = await request.json();
        await answered;
        return HttpResponse.json({
          id: 'b0000000-0000-4000-8000-0000000000aa',
          user_id: testUser.id,
          content: 'Hello Velvet',
          media_type: 'none',
          media_url: null,
          media_width: null,
          media_height: null,
          is_locked: false,
          likes_count: 0,
          comments_count: 0,
          created_at: new Date().toISOString(),
          author,
        });
      }),
    );
    const { user, text, post } = setup();
    await user.type(text(), '  Hello Velvet  ');
    await user.click(post());
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(text()).toBeDisabled();
    release();
    await waitFor(() => expect(text()).toHaveValue(''));
    expect(body).toEqual({
      content: 'Hello Velvet',
      media_type: 'none',
      media_url: null,
      media_width: null,
      media_height: null,
    });
  });

  it('keeps the text and says why when posting fails (spec §8)', async () => {
    server.use(
      http.post(`${SUPABASE_URL}/rest/v1/posts`, () =>
        HttpResponse.json({ code: '23514', message: 'new row violates check constraint' }, { status: 400 }),
      ),
    );
    const { user, text, post } = setup();
    await user.type(text(), 'Keep me');
    await user.click(post());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create post: new row violates check constraint',
    );
    expect(text()).toHaveValue('Keep me');
    expect(post()).toBeEnabled();
  });
});
