import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { CreatorSection } from './creator-section';

const creator = (n: number) => ({
  id: `c${n}`,
  name: `Creator ${n}`,
  username: `creator${n}`,
  bio: n === 1 ? 'Ceramicist. Glaze tests.' : null,
  avatar_url: null,
  cover_url: null,
  is_creator: true,
  followers_count: 10 + n,
  is_following: false,
  subscription_price_cents: 799,
  posts_count: n,
});

/** jsdom lays nothing out: the rail is given a width and content four times as wide. */
function layOut(rail: HTMLElement, scrollLeft: number) {
  Object.defineProperties(rail, {
    clientWidth: { configurable: true, value: 600 },
    scrollWidth: { configurable: true, value: 2400 },
    scrollLeft: { configurable: true, value: scrollLeft },
  });
}

// jsdom has no scrollBy: each test that needs one puts it in place, and it goes afterwards (files share one jsdom).
const jsdomScrollBy = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollBy');
afterEach(() => {
  vi.restoreAllMocks();
  if (jsdomScrollBy) Object.defineProperty(HTMLElement.prototype, 'scrollBy', jsdomScrollBy);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollBy;
});

describe('CreatorSection (issue 28, review m13)', () => {
  it('scrolls its rail with previous / next, which say when there is no further to go', async () => {
    const scrollBy = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(2400);
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, writable: true, value: scrollBy });
    renderRoute(
      <CreatorSection
        title="Newest creators"
        emptyText="No creators yet."
        state={{ status: 'success', creators: [1, 2, 3, 4, 5].map(creator) }}
        myId="me"
        renderFollowButton={() => null}
      />,
    );
    const previous = screen.getByRole('button', { name: 'Previous newest creators' });
    const next = screen.getByRole('button', { name: 'Next newest creators' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled');

    const user = userEvent.setup();
    await user.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    await user.click(next);
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 480 }));

    const rail = screen.getByRole('list', { name: 'Newest creators' });
    layOut(rail, 1800);
    act(() => void fireEvent.scroll(rail));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toHaveAttribute('aria-disabled');
    // Focus stays on a button at the end of the rail (it is not disabled).
    next.focus();
    await user.keyboard('{Enter}');
    expect(next).toHaveFocus();
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it('fills the card between handle and price: the bio, else the followers', () => {
    renderRoute(
      <CreatorSection
        title="Newest creators"
        emptyText="No creators yet."
        state={{ status: 'success', creators: [creator(1), creator(2)] }}
        myId="me"
        renderFollowButton={() => null}
      />,
    );
    expect(screen.getByText('Ceramicist. Glaze tests.')).toBeVisible();
    expect(screen.getByText('12 followers')).toBeVisible();
  });
});
