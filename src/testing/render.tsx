import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionContext, type SessionState } from '@/lib/auth/session-context';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderOptions {
  /** Where the memory router starts. */
  path?: string;
  /** Extra routes next to the one under test (e.g. a /login target for redirects). */
  routes?: Record<string, ReactElement>;
  session?: Partial<SessionState>;
  /** location.state of the first entry (what the previous screen handed over). */
  state?: unknown;
}

/** Renders `ui` at `path` inside the providers the app uses, with a fixed session state. */
export function renderRoute(
  ui: ReactElement,
  { path = '/', routes = {}, session = {}, state: locationState }: RenderOptions = {},
) {
  const state: SessionState = {
    isLoading: false,
    session: null,
    user: null,
    lastEvent: null,
    afterSignOut: null,
    clearAfterSignOut: () => undefined,
    ...session,
  };
  const queryClient = testQueryClient();
  const seen: { location: Location | null } = { location: null };

  function LocationProbe() {
    seen.location = useLocation();
    return null;
  }

  const result = render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={state}>
        <MemoryRouter
          initialEntries={[
            {
              pathname: path.split('?')[0],
              search: path.includes('?') ? `?${path.split('?')[1]}` : '',
              state: locationState,
            },
          ]}
        >
          <LocationProbe />
          <Routes>
            <Route path={path.split('?')[0]} element={ui} />
            {Object.entries(routes).map(([routePath, element]) => (
              <Route key={routePath} path={routePath} element={element} />
            ))}
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  /** The router's current location (pathname, search, state). */
  const location = () => {
    if (!seen.location) throw new Error('router has not rendered');
    return seen.location;
  };
  return { ...result, location, queryClient };
}
