import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export: each screen is its own chunk. */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
