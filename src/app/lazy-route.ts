import type { ComponentType } from 'react';
import { lazyWithRetry, type Preloadable } from '@/lib/lazy-load';

/**
 * A screen as its own chunk, from a named export. A failed load shows the screen's error boundary,
 * and loads again once the connection returns or on Try again (`retryFailedLoads`).
 */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): Preloadable<object> {
  return lazyWithRetry(async () => (await load())[name] as ComponentType);
}
