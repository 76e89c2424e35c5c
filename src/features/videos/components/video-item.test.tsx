import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { postRow } from '@/testing/post-fixtures';
import { renderRoute } from '@/testing/render';
import type { VideoPost } from '../api/get-video-feed';
import { VideoItem } from './video-item';

const PATH = 'a0000000-0000-4000-8000-000000000001/1732400000000.mp4';

/** The item as a signed-in fan (testUser) sees it; a video of theirs when `user_id` is theirs. */
function renderItem(video: VideoPost, isActive = false) {
  renderRoute(<VideoItem video={video} isActive={isActive} like={null} follow={null} onShare={vi.fn()} />, {
    session: { user: testUser },
  });
}

/** The signer answering for one locked path, recording what it was asked. */
function signLocked(signed: (body: unknown) => void = () => undefined) {
  server.use(
    // The one batched signer (src/lib/storage/signed-urls.ts) signs a list of paths per bucket.
    http.post(`${SUPABASE_URL}/storage/v1/object/sign/locked-media`, async ({ request }) => {
      signed(await request.json());
      return HttpResponse.json([{ path: PATH, signedURL: `/object/sign/locked-media/${PATH}?token=t`, error: null }]);
    }),
  );
}

const paidBadge = () =>
  screen.queryByText(/^(Unlocked for you|Locked · only you and subscribers|Pay-per-view · only you and buyers)$/);

/** A `get_video_feed` row as the database returns it. */
const video = (overrides: Partial<VideoPost>): VideoPost => ({
  ...postRow({
    content: 'Morning run',
    media_type: 'video',
    media_width: 1080,
    media_height: 1920,
    access: 'public',
    price_cents: null,
  }),
  author_is_following: false,
  ...overrides,
});

describe('VideoItem', () => {
  beforeEach(() => {
    // jsdom has no media playback; an inactive item only pauses.
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  it('plays a subscriber-only video the viewer is entitled to from its signed URL', async () => {
    const signed = vi.fn();
    signLocked(signed);
    renderItem(video({ is_locked: true, media_url: null, locked_media_path: PATH, access: 'subscribers' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Morning run')).toHaveAttribute(
        'src',
        `${SUPABASE_URL}/storage/v1/object/sign/locked-media/${PATH}?token=t`,
      ),
    );
    expect(signed).toHaveBeenCalledWith({ paths: [PATH], expiresIn: 300 });
    // No poster: a locked video has none (a public frame would give it away).
    expect(screen.getByLabelText('Morning run')).not.toHaveAttribute('poster');
    // It says it is paid content unlocked for this fan, in the words the post card uses.
    expect(screen.getByText('Unlocked for you')).toBeVisible();
  });

  it('marks a bought pay-per-view video "Unlocked for you" too', async () => {
    signLocked();
    renderItem(video({ is_locked: true, media_url: null, locked_media_path: PATH, access: 'ppv', price_cents: 499 }));
    await waitFor(() => expect(screen.getByLabelText('Morning run')).toHaveAttribute('src'));
    expect(paidBadge()).toHaveTextContent('Unlocked for you');
  });

  it("tells the author of a locked video who else sees it, as on the author's own post", async () => {
    signLocked();
    renderItem(
      video({
        user_id: testUser.id,
        is_locked: true,
        media_url: null,
        locked_media_path: PATH,
        access: 'ppv',
        price_cents: 499,
      }),
    );
    expect(paidBadge()).toHaveTextContent('Pay-per-view · only you and buyers');
  });

  it('plays a public video from its own URL with its poster, signing nothing', () => {
    const signed = vi.fn();
    server.use(
      http.post(`${SUPABASE_URL}/storage/v1/object/sign/*`, () => {
        signed();
        return HttpResponse.json([]);
      }),
    );
    renderItem(video({ media_url: '/storage/v1/object/public/post-media/u/1.mp4' }));
    const element = screen.getByLabelText('Morning run');
    expect(element).toHaveAttribute('src', `${SUPABASE_URL}/storage/v1/object/public/post-media/u/1.mp4`);
    expect(element).toHaveAttribute('poster', `${SUPABASE_URL}/storage/v1/object/public/post-media/u/1.jpg`);
    expect(signed).not.toHaveBeenCalled();
    // Public content carries no paid-content badge.
    expect(paidBadge()).toBeNull();
  });

  describe('with reduced motion asked for (issue 18)', () => {
    beforeEach(() => {
      // jsdom has no matchMedia; this one says the viewer prefers reduced motion.
      window.matchMedia = (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList;
    });
    afterEach(() => {
      // One jsdom serves every test file of the worker: leave none behind.
      Reflect.deleteProperty(window, 'matchMedia');
    });

    it('does not start the active video: it waits for Play', async () => {
      const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
      renderItem(video({ media_url: '/storage/v1/object/public/post-media/u/1.mp4' }), true);
      await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
      expect(play).toHaveBeenCalledOnce();
      expect(screen.getByRole('button', { name: 'Pause video' })).toBeVisible();
    });
  });
});
