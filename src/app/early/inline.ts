import { authStorage } from '@/lib/auth-storage';
import { STARTED_REQUESTS_KEY } from '@/lib/early-fetch';
import { XL_QUERY } from '../layouts/xl-query';
import { type EarlyConfig, startEarlyRequests } from './start';

/*
 * The entry of the HTML's inline script (issue 17): scripts/vite-early-requests.ts bundles it at
 * build time, with the project's URL and public key in place of this constant, and inlines it in
 * index.html. It runs as the page is parsed; the app takes what it started (lib/early-fetch.ts).
 */
declare const __VELVET_EARLY_CONFIG__: EarlyConfig;

Reflect.set(
  window,
  STARTED_REQUESTS_KEY,
  startEarlyRequests(__VELVET_EARLY_CONFIG__, {
    location: window.location,
    storage: authStorage,
    isXl: typeof window.matchMedia === 'function' && window.matchMedia(XL_QUERY).matches,
    fetch: (input, init) => window.fetch(input, init),
    document,
    now: Date.now(),
  }),
);
