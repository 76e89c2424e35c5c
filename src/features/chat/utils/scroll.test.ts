import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNearBottom, scrollWithRetries, shouldScroll } from './scroll';

describe('scrollWithRetries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scrolls at once and again at 100, 300 and 500 ms, then stops', () => {
    const scroll = vi.fn();
    scrollWithRetries(scroll);
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(99);
    expect(scroll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(scroll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(200);
    expect(scroll).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(200);
    expect(scroll).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(5000);
    expect(scroll).toHaveBeenCalledTimes(4);
  });

  it('runs no retry after it is cancelled (unmount, or a newer scroll request)', () => {
    const scroll = vi.fn();
    const cancel = scrollWithRetries(scroll);
    vi.advanceTimersByTime(150);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});

describe('shouldScroll', () => {
  it('always follows on load and after the user sends', () => {
    expect(shouldScroll('load', false)).toBe(true);
    expect(shouldScroll('own-message', false)).toBe(true);
  });

  it('follows new messages, resizes, viewport changes and media loads only at the bottom', () => {
    for (const reason of ['new-message', 'resize', 'viewport', 'media'] as const) {
      expect(shouldScroll(reason, true)).toBe(true);
      expect(shouldScroll(reason, false)).toBe(false);
    }
  });
});

describe('isNearBottom', () => {
  it('counts the last 120 px as the bottom', () => {
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 480 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 479 })).toBe(false);
  });
});
