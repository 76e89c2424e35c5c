import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { postRow } from '@/testing/post-fixtures';
import { renderRoute } from '@/testing/render';
import { PostCardMedia } from './post-card-media';

const locked = (extra: Parameters<typeof postRow>[0] = {}) =>
  postRow({
    media_type: 'video',
    media_width: 540,
    media_height: 960,
    is_locked: true,
    access: 'subscribers',
    price_cents: null,
    author_subscription_price_cents: 1292,
    ...extra,
  });

describe('PostCardMedia, locked for the viewer', () => {
  it('says what is behind the lock and what subscribing costs, and View video opens Join now on the profile', async () => {
    const { location } = renderRoute(<PostCardMedia post={locked()} layout="post" />, {
      routes: { '/profile/:handle': <p>Luna&apos;s profile</p> },
    });
    expect(screen.getByText('1 video · Subscribers only')).toBeInTheDocument();
    expect(screen.getByText('Subscribe for €12.92 / month')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'View video' }));
    expect(await screen.findByText("Luna's profile")).toBeInTheDocument();
    expect(location()).toMatchObject({ pathname: '/profile/@lunarivera', state: { openSubscribe: true } });
  });

  it('names a pay-per-view photo; its price is on the unlock action, not repeated', () => {
    renderRoute(
      <PostCardMedia post={locked({ media_type: 'image', access: 'ppv', price_cents: 799 })} layout="post" />,
    );
    expect(screen.getByText('1 photo · Pay-per-view')).toBeInTheDocument();
    expect(screen.queryByText(/Subscribe for/)).not.toBeInTheDocument();
  });

  it('never shows the media itself', () => {
    renderRoute(<PostCardMedia post={locked({ media_url: 'https://x.test/secret.mp4' })} layout="post" />);
    expect(document.querySelector('video, img')).toBeNull();
  });
});
