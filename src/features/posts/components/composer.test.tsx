import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { renderRoute } from '@/testing/render';
import { Composer } from './composer';

const session = { user: testUser, session: sessionFor() };
const author = { name: 'Fan', username: 'fan', avatar_url: null, is_creator: false };

/** The inserted row as the database answers it, for a post with the given draft key. */
const stored = (key: string, content = 'Sent once') => ({
  id: 'b0000000-0000-4000-8000-0000000000bb',
  user_id: testUser.id,
  content,
  media_type: 'none',
  media_url: null,
  media_width: null,
  media_height: null,
  is_locked: false,
  likes_count: 0,
  comments_count: 0,
  created_at: new Date().toISOString(),
  idempotency_key: key,
  author,
});

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
    // The rules load on the first post, so the answer may come a tick later.
    expect(await screen.findByRole('alert')).toHaveTextContent('Write something before posting.');
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
    // The first post loads its writing code lazily, which is slow on a busy machine.
    await waitFor(() => expect(text()).toHaveValue(''), { timeout: 5000 });
    expect(body).toEqual({
      user_id: testUser.id,
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
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

  describe('offline and retries (issue 14)', () => {
    afterEach(() => onlineManager.setOnline(true));

    it('fails at once while offline instead of waiting for the connection, and keeps the text', async () => {
      onlineManager.setOnline(false);
      server.use(http.post(`${SUPABASE_URL}/rest/v1/posts`, () => HttpResponse.error()));
      const { user, text, post } = setup();
      await user.type(text(), 'Written on the train');
      await user.click(post());
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create post: Please try again.');
      expect(text()).toHaveValue('Written on the train');
      expect(post()).toHaveTextContent('Post');
      expect(post()).toBeEnabled();
    });

    it('sends the same key on a retry and reads the stored post back when the first attempt got through', async () => {
      const keys: string[] = [];
      let readBack = '';
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/posts`, async ({ request }) => {
          const { idempotency_key: key } = (await request.json()) as { idempotency_key: string };
          keys.push(key);
          // First attempt: stored, but the answer never arrives. Second: the database refuses the duplicate.
          if (keys.length === 1) return HttpResponse.error();
          return HttpResponse.json(
            {
              code: '23505',
              message: 'duplicate key value violates unique constraint "posts_user_id_idempotency_key_key"',
            },
            { status: 409 },
          );
        }),
        http.get(`${SUPABASE_URL}/rest/v1/posts`, ({ request }) => {
          readBack = new URL(request.url).searchParams.get('idempotency_key') ?? '';
          return HttpResponse.json(stored(readBack.replace(/^eq\./, '')));
        }),
      );
      const { user, text, post } = setup();
      await user.type(text(), 'Sent once');
      await user.click(post());
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create post: Please try again.');
      await user.click(post());
      await waitFor(() => expect(text()).toHaveValue(''));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(readBack).toBe(`eq.${keys[0]}`);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('starts a new draft after a success, so the next post is not mistaken for a retry', async () => {
      const keys: string[] = [];
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/posts`, async ({ request }) => {
          const { idempotency_key: key } = (await request.json()) as { idempotency_key: string };
          keys.push(key);
          return HttpResponse.json(stored(key));
        }),
      );
      const { user, text, post } = setup();
      for (const words of ['First', 'Second']) {
        await user.type(text(), words);
        await user.click(post());
        await waitFor(() => expect(text()).toHaveValue(''));
      }
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
    });
  });

  describe('a kept draft and posting offline (issue 28, review m7)', () => {
    /** The browser's own offline state, which the composer reads (not TanStack's). */
    function goOffline() {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      act(() => void window.dispatchEvent(new Event('offline')));
      return () => {
        onLine.mockReturnValue(true);
        act(() => void window.dispatchEvent(new Event('online')));
      };
    }
    afterEach(() => vi.restoreAllMocks());

    it('keeps the text across leaving Home and coming back, until it is posted', async () => {
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/posts`, async ({ request }) => {
          const { idempotency_key: key } = (await request.json()) as { idempotency_key: string };
          return HttpResponse.json(stored(key, 'Half a thought'));
        }),
      );
      const first = setup();
      await first.user.type(first.text(), 'Half a thought');
      cleanup();
      const second = setup();
      expect(second.text()).toHaveValue('Half a thought');
      await second.user.click(second.post());
      await waitFor(() => expect(second.text()).toHaveValue(''), { timeout: 5000 });
      cleanup();
      expect(setup().text()).toHaveValue('');
    });

    it('offline, says the post is kept to send when back online, sends nothing, and says when it can be sent', async () => {
      let sent = 0;
      server.use(
        http.post(`${SUPABASE_URL}/rest/v1/posts`, () => {
          sent += 1;
          return HttpResponse.error();
        }),
      );
      const { user, text, post } = setup();
      await user.type(text(), 'Written on the train');
      const backOnline = goOffline();
      await user.click(post());
      expect(
        await screen.findByText(
          "You're offline. Your post is saved here: post it when you're back online.",
          undefined,
          {
            timeout: 5000,
          },
        ),
      ).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(text()).toHaveValue('Written on the train');
      expect(sent).toBe(0);

      backOnline();
      expect(await screen.findByText("You're back online. Your post is ready to send.")).toBeVisible();
      expect(sent).toBe(0);
    });
  });
});
