import type { Session } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { getEnv } from '@/config/env';
import { readStoredSession } from '@/lib/auth/stored-session';
import { createQueryClient } from '@/lib/query-client';
import { XL_QUERY } from './layouts/xl-query';
import { viewerShellQueryOptions } from './layouts/viewer-shell-query';
import { preloadScreen } from './router';

export interface Boot {
  queryClient: QueryClient;
  /** Read synchronously from storage: a session, `null` (signed out) or `undefined` (supabase-js decides). */
  storedSession: Session | null | undefined;
  /** Settles when the first screen's code and data are in, or after FIRST_DRAW_WAIT_MS: then draw. */
  ready: Promise<void>;
}

/**
 * How long the first render may wait for the first screen's code and data (`Boot.ready`). They are
 * usually in within a few hundred ms of the app's code (the HTML preloads the code and sends the
 * request); drawing them in the first render spares a fallback and React's 300 ms wait before it
 * reveals what replaces one. Past this the shell draws first, with the screen's skeleton.
 */
const FIRST_DRAW_WAIT_MS = 500;

type ScreenQuery = (queryClient: QueryClient, userId: string, match: RegExpExecArray) => Promise<unknown>;

/**
 * The first screen's query by URL, started here in parallel with the route's code under the key the
 * screen uses, so its first draw finds the data (or the request under way) instead of asking once its
 * effects run. Their requests the HTML has usually sent already (app/early). The chat list is always
 * re-read on mount, except the first mount after this prefetch.
 */
const SCREEN_QUERIES: ReadonlyArray<readonly [pattern: RegExp, query: ScreenQuery]> = [
  [
    /^\/$/,
    (queryClient, userId) =>
      import('@/features/posts/api/get-feed').then(({ feedQueryOptions }) =>
        queryClient.prefetchInfiniteQuery(feedQueryOptions(userId)),
      ),
  ],
  [
    /^\/profile\/([^/]+)$/i,
    (queryClient, _userId, [, handle = '']) =>
      import('@/features/profile/api/get-creator-profile').then(({ creatorProfileQueryOptions }) =>
        queryClient.prefetchQuery(creatorProfileQueryOptions(decodeURIComponent(handle))),
      ),
  ],
  [
    /^\/chats$/i,
    (queryClient, userId) =>
      import('@/features/chat/api/get-chat-list').then(({ prefetchChatListForFirstScreen }) =>
        prefetchChatListForFirstScreen(queryClient, userId),
      ),
  ],
  [
    /^\/discover$/i,
    (queryClient) =>
      import('@/features/discover/api/get-newest-creators').then(({ newestCreatorsQueryOptions }) =>
        queryClient.prefetchQuery(newestCreatorsQueryOptions()),
      ),
  ],
];

function prefetchScreen(queryClient: QueryClient, userId: string, pathname: string): Promise<unknown> {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [pattern, query] of SCREEN_QUERIES) {
    const match = pattern.exec(path);
    // A head start only: the screen asks for itself if this fails (a malformed link, a missing chunk).
    if (match) return query(queryClient, userId, match).catch(() => undefined);
  }
  return Promise.resolve();
}

/**
 * Runs once before the first render (issue 17): reads the session from storage synchronously and,
 * signed in, starts the shell's query at once, in parallel with the route's code (which the HTML
 * already preloads), under the key the layout uses, so nothing waits for the layout → route → part
 * chain. Its request, and the first screen's, the HTML has usually sent already (app/early): supabase-js
 * takes those answers (lib/early-fetch.ts) instead of asking again.
 */
export function boot(): Boot {
  const queryClient = createQueryClient();
  const storedSession = readStoredSession(getEnv().supabaseUrl);
  const { pathname } = window.location;
  const firstScreen: Promise<unknown>[] = [];
  if (storedSession) {
    const userId = storedSession.user.id;
    const xl = typeof window.matchMedia === 'function' && window.matchMedia(XL_QUERY).matches;
    void queryClient.prefetchQuery(viewerShellQueryOptions(queryClient, userId, xl));
    firstScreen.push(prefetchScreen(queryClient, userId, pathname));
  }
  // Signed out, a protected screen redirects to /login, whose code the HTML preloads anyway.
  if (storedSession !== null) firstScreen.push(preloadScreen(pathname));
  const ready = Promise.race([
    Promise.all(firstScreen).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_DRAW_WAIT_MS)),
  ]);
  return { queryClient, storedSession, ready };
}
