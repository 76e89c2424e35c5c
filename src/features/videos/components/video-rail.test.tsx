import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type MoneySlots, MoneySlotsProvider } from '@/components/money/money-slots';
import { testUser } from '@/testing/auth-fixtures';
import { postRow } from '@/testing/post-fixtures';
import { renderRoute } from '@/testing/render';
import type { VideoPost } from '../api/get-video-feed';
import { VideoRail } from './video-rail';

const video = (overrides: Partial<VideoPost> = {}): VideoPost => ({
  ...postRow({ id: 'v1', media_type: 'video', access: 'public', price_cents: null }),
  author_is_following: false,
  ...overrides,
});

function renderRail(item: VideoPost) {
  const tip = vi.fn<MoneySlots['tip']>(() => <button type="button">Tip slot</button>);
  const slots: MoneySlots = { locked: () => null, tip, subscription: () => null };
  renderRoute(
    <MoneySlotsProvider slots={slots}>
      <VideoRail video={item} like={null} onShare={vi.fn()} />
    </MoneySlotsProvider>,
    { session: { user: testUser } },
  );
  return tip;
}

describe('VideoRail Tip (issue 28, review m16)', () => {
  it("offers Tip on a creator's video, for that video, in the rail's own look", () => {
    const tip = renderRail(video());
    expect(screen.getByRole('button', { name: 'Tip slot' })).toBeVisible();
    expect(tip).toHaveBeenCalledWith(
      { creatorId: postRow().user_id, creatorName: 'Luna Rivera', context: 'post', postId: 'v1' },
      'rail',
    );
  });

  it('offers no Tip on your own video or on a video by someone who is not a creator', () => {
    expect(renderRail(video({ user_id: testUser.id }))).not.toHaveBeenCalled();
    expect(renderRail(video({ author_is_creator: false }))).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Tip slot' })).toBeNull();
  });
});
