import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { postKeys } from '@/features/posts/api/keys';
import { storeSession, testUser } from '@/testing/auth-fixtures';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { postRow } from '@/testing/post-fixtures';
import { boot } from './boot';

// The route table pulls in every layout (and through them realtime and presence); a module loaded here
// would stay loaded for the other test files of this worker (isolate: false) and defeat their mocks.
// What boot does with the route's code is `preloadScreen`'s own business: here it is simply in.
vi.mock(import('./router'), () => ({ preloadScreen: () => Promise.resolve() }));

/** Serves the shell's and Home's requests; Home's answers when `feedAnswer` resolves. */
function serveHome(feedAnswer: Promise<unknown> = Promise.resolve()) {
  const feedCalls: unknown[] = [];
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/viewer_shell`, () => HttpResponse.json(null)),
    http.post(`${SUPABASE_URL}/rest/v1/rpc/get_feed`, async ({ request }) => {
      feedCalls.push(await request.json());
      await feedAnswer;
      return HttpResponse.json([postRow()]);
    }),
  );
  return feedCalls;
}

describe('boot (issue 17: the first render draws the first screen with its data)', () => {
  it("signed in on Home, is ready once the feed's first page is in the cache, asked for once", async () => {
    // With the 500 ms cap frozen, only the screen's code and data can make it ready.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    storeSession();
    const feedCalls = serveHome();
    const { queryClient, ready } = boot();
    await ready;
    const feed = queryClient.getQueryData<{ pages: unknown[][] }>(postKeys.feed(testUser.id));
    expect(feed?.pages[0]).toHaveLength(1);
    expect(feedCalls).toEqual([{ page_size: 50 }]);
  });

  it('does not hold the first render for a slow answer: ready after 500 ms, the request still under way', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    storeSession();
    let answer: (value?: unknown) => void = () => undefined;
    const feedCalls = serveHome(new Promise((resolve) => (answer = resolve)));
    const { queryClient, ready } = boot();
    let isReady = false;
    void ready.then(() => (isReady = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(isReady).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isReady).toBe(true);
    expect(queryClient.getQueryState(postKeys.feed(testUser.id))?.fetchStatus).toBe('fetching');
    answer();
    await vi.waitFor(() => expect(feedCalls).toHaveLength(1));
  });

  it('signed out, waits for no data', async () => {
    const { storedSession, ready } = boot();
    expect(storedSession).toBeNull();
    await ready;
  });
});
