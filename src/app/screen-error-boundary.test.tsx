import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyRoute } from './lazy-route';
import { ScreenErrorBoundary } from './screen-error-boundary';

let online = true;

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

describe('ScreenErrorBoundary with lazyRoute (issue 14)', () => {
  beforeEach(() => {
    online = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a screen that failed to load offline as offline, and loads it by itself once back online', async () => {
    const load = vi
      .fn<() => Promise<{ Discover: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/discover.js'))
      .mockResolvedValue({ Discover: () => <h1>Discover</h1> });
    const Discover = lazyRoute(load, 'Discover');
    online = false;
    render(
      <nav>
        <a href="/">Home</a>
        <ScreenErrorBoundary resetKey="/discover">
          <Suspense fallback={<p>Loading...</p>}>
            <Discover />
          </Suspense>
        </ScreenErrorBoundary>
      </nav>,
    );
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    // Only the screen failed: what is around it stays.
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    goOnline(true);
    expect(await screen.findByRole('heading', { name: 'Discover' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not load a failed screen again until asked (no request loop), and says it did not load when online', async () => {
    const load = vi.fn(() =>
      Promise.reject<{ Screen: ComponentType }>(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    );
    const Screen = lazyRoute(load, 'Screen');
    render(
      <ScreenErrorBoundary resetKey="/x">
        <Suspense fallback={<p>Loading...</p>}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: "This screen didn't load" })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
