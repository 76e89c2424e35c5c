import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server';

// findBy… and waitFor give up after 1 s by default: a screen that renders after a few mocked requests
// takes longer than that on CI's two cores shared with a second worker (an earnings test failed one
// run in twenty). They still fail when the awaited state never comes; only a slow run waits longer.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // What the app put on the page outside React's tree (a live region of its own, a portal's host) goes
  // too: files share one jsdom, and the next file's queries must not find it.
  document.body.replaceChildren();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
