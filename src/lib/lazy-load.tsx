import { Component, type ComponentType, createElement, lazy, type LazyExoticComponent, type ReactNode } from 'react';

/** A chunk that did not arrive (offline, flaky network, or a deploy that removed it). */
export function isChunkLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|preload CSS/i.test(
    error.message,
  );
}

/** Renewers of components whose chunk failed to load, run by `retryFailedLoads`. */
const failed = new Set<(reconnected: boolean) => void>();

/**
 * Gives every component whose chunk failed to load a fresh loader, so its next render fetches the
 * chunk again (error boundaries call this on Try again, and with `reconnected` on the `online` event).
 */
export function retryFailedLoads({ reconnected = false } = {}): void {
  for (const renew of failed) renew(reconnected);
  failed.clear();
}

/**
 * Loads a chunk again after the device came back online. The `online` event can come before
 * requests get through, so a failed load is tried up to three more times, 0.5, 1 and 2 s apart.
 */
async function loadAfterReconnect<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt === 3 || !navigator.onLine) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/** A lazily loaded component that can be asked to load before it is first drawn. */
/** `preload` settles once the code is in (or failed to come): never rejects. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy that can load again. React.lazy remembers a failed load for good, so a screen first
 * opened offline would stay broken after the connection returns. A failed component keeps its
 * failure (so it shows its error at once, with no request loop) until `retryFailedLoads` swaps in a
 * fresh loader. Once loaded (`preload`, or a first draw), it draws at once: a Suspense fallback that
 * is never shown also costs React's 300 ms wait before revealing what replaces it (issue 17).
 */
export function lazyWithRetry<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const make = (reconnected = false): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        loaded ??= await (reconnected ? loadAfterReconnect(load) : load());
        return { default: loaded };
      } catch (error) {
        failed.add((again) => (current = make(again)));
        throw error;
      }
    });
  let current = make();
  function LazyLoaded(props: P) {
    return createElement(loaded ?? current, props);
  }
  // A failed preload is not remembered: the first draw loads (and reports) as usual. A component that
  // can itself preload (a screen naming the parts it draws at once) is waited for with those parts.
  LazyLoaded.preload = () =>
    load().then(
      (component) => {
        loaded ??= component;
        return (component as Partial<Preloadable<P>>).preload?.();
      },
      () => undefined,
    );
  return LazyLoaded;
}

interface PartBoundaryProps {
  children: ReactNode;
  failed: ReactNode | ((retry: () => void) => ReactNode);
}

/**
 * Keeps a part's failed chunk inside the part: it shows `failed` instead, and loads again by itself
 * once the connection returns. Any other error goes on to the screen's boundary.
 */
class PartBoundary extends Component<PartBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidMount() {
    window.addEventListener('online', this.reconnected);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.reconnected);
  }

  private retryWith(reconnected: boolean) {
    if (!this.state.error) return;
    retryFailedLoads({ reconnected });
    this.setState({ error: null });
  }

  private reconnected = () => this.retryWith(true);
  private retry = () => this.retryWith(false);

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    const { failed: shown } = this.props;
    return typeof shown === 'function' ? shown(this.retry) : shown;
  }
}

/**
 * A lazily loaded part of a screen (a button, a sheet, the feed under Home's header). If its chunk
 * cannot load, only the part is missing (or shows `failed`), not the whole screen, and it loads by
 * itself once the device is back online. Wrap it in Suspense as usual.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  failed: PartBoundaryProps['failed'] = null,
): Preloadable<P> {
  const Loaded = lazyWithRetry(load);
  function LazyPart(props: P) {
    return <PartBoundary failed={failed}>{createElement(Loaded, props)}</PartBoundary>;
  }
  LazyPart.preload = Loaded.preload;
  return LazyPart;
}
