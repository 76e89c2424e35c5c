import { act, render, screen } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-load';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/part.js');

class ScreenBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Screen failed: {this.state.error.message}</p> : this.props.children;
  }
}

function Screen({ Part }: { Part: ComponentType<{ label: string }> }) {
  return (
    <ScreenBoundary>
      <h1>Home</h1>
      <Suspense fallback={<p>Loading...</p>}>
        <Part label="Feed" />
      </Suspense>
    </ScreenBoundary>
  );
}

describe('lazyPart', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('keeps a chunk that did not arrive inside its part, and loads it by itself once back online', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(({ label }) => <section aria-label={label}>posts</section>);
    const Part = lazyPart(load, <p>Your feed will load by itself when your connection is back.</p>);
    render(<Screen Part={Part} />);

    expect(await screen.findByText('Your feed will load by itself when your connection is back.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('region', { name: 'Feed' })).toHaveTextContent('posts');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again a few times when a load fails just after the device came back online', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(({ label }) => <section aria-label={label}>posts</section>);
    const Part = lazyPart(load, <p>not loaded</p>);
    render(<Screen Part={Part} />);
    expect(await screen.findByText('not loaded')).toBeVisible();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The retry made on the event fails too (the network lagged the event); the next one gets through.
    expect(await screen.findByRole('region', { name: 'Feed' }, { timeout: 3000 })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offers its own retry to the failed view', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<{ label: string }>>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue(({ label }) => <section aria-label={label}>posts</section>);
    const Part = lazyPart(load, (retry) => <button onClick={retry}>Try again</button>);
    render(<Screen Part={Part} />);

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    act(() => tryAgain.click());
    expect(await screen.findByRole('region', { name: 'Feed' })).toBeVisible();
  });

  it('passes any other error on to the screen', async () => {
    const Part = lazyPart<{ label: string }>(
      async () => {
        throw new Error('boom');
      },
      <p>fallback</p>,
    );
    render(<Screen Part={Part} />);

    expect(await screen.findByText('Screen failed: boom')).toBeVisible();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
