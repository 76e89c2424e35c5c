import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { postRow } from '@/testing/post-fixtures';
import { testQueryClient } from '@/testing/render';
import type { VideoPost } from '../api/get-video-feed';
import { VideoItem } from './video-item';

const PATH = 'a0000000-0000-4000-8000-000000000001/1732400000000.mp4';

function renderItem(video: VideoPost) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <VideoItem video={video} isActive={false} like={null} follow={null} onShare={vi.fn()} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

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
    server.use(
      // The one batched signer (src/lib/storage/signed-urls.ts) signs a list of paths per bucket.
      http.post(`${SUPABASE_URL}/storage/v1/object/sign/locked-media`, async ({ request }) => {
        signed(await request.json());
        return HttpResponse.json([{ path: PATH, signedURL: `/object/sign/locked-media/${PATH}?token=t`, error: null }]);
      }),
    );
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
  });
});
