import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { feedPageRequest } from '@/features/posts/api/feed-request';
import { getFeedPage } from '@/features/posts/api/get-feed';
import { getCreatorProfile } from '@/features/profile/api/get-creator-profile';
import { profileScreenRequest } from '@/features/profile/api/profile-screen-request';
import { type DataRequest, type WireRequest, wireRequest } from '@/lib/data-request';
import { getViewerShell } from '@/lib/viewer-shell';
import { viewerShellRequest } from '@/lib/viewer-shell-request';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { screenRequestFor } from './screen-request';

/*
 * The inline script's requests are only taken when they equal, byte for byte, what the app's
 * fetchers make supabase-js send; any drift would cost a second request per cold load. These run the
 * app's real fetchers through supabase-js and compare with what the inline script builds.
 */
async function sentBy(fetcher: () => Promise<unknown>, answer: JsonBodyType): Promise<WireRequest> {
  const seen: WireRequest[] = [];
  server.use(
    http.all(`${SUPABASE_URL}/rest/v1/*`, async ({ request }) => {
      const body = request.method === 'GET' ? null : await request.text();
      seen.push({ method: request.method as WireRequest['method'], url: request.url, body });
      return HttpResponse.json(answer);
    }),
  );
  await fetcher();
  expect(seen).toHaveLength(1);
  return seen[0] as WireRequest;
}

const early = (request: DataRequest | null) => (request ? wireRequest(SUPABASE_URL, request) : null);

describe('the requests the HTML starts are the ones the app sends', () => {
  it('Home: the feed’s first page', async () => {
    expect(await sentBy(() => getFeedPage(null), [])).toEqual(early(feedPageRequest(null)));
    expect(screenRequestFor('/')).toEqual(feedPageRequest(null));
  });

  it('a profile: its screen request by the handle in the URL', async () => {
    const empty = { profile: null, posts: [], subscription_offer: null };
    expect(await sentBy(() => getCreatorProfile('@LunaRivera'), empty)).toEqual(
      early(screenRequestFor('/profile/%40LunaRivera')),
    );
    expect(screenRequestFor('/profile/%E0%A4%A')).toBeNull(); // a malformed link: the screen says so
  });

  it('the shell, with and without suggestions', async () => {
    expect(await sentBy(() => getViewerShell(true), {})).toEqual(early(viewerShellRequest(true)));
    expect(await sentBy(() => getViewerShell(false), {})).toEqual(early(viewerShellRequest(false)));
  });

  it('screens whose request the URL alone does not decide get none, nor /chats (its list is read once its live channel has joined)', () => {
    for (const path of ['/discover', '/notifications', '/chats', '/chats/c1', '/post/p1', '/profile', '/login']) {
      expect(screenRequestFor(path)).toBeNull();
    }
  });
});

// The profile fetcher normalises the handle the same way on both sides.
it('profileScreenRequest normalises the handle as the profile keys do', () => {
  expect(profileScreenRequest(' @LunaRivera ')).toEqual(profileScreenRequest('lunarivera'));
});
