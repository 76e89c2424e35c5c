import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { postRow } from '@/testing/post-fixtures';
import { testQueryClient } from '@/testing/render';
import { getCreatorProfile } from './get-creator-profile';
import { profileKeys } from './keys';

const profile = {
  id: 'a0000000-0000-4000-8000-000000000002',
  name: 'Kai Nakamura',
  username: 'kaidraws',
  avatar_url: null,
  cover_url: null,
  bio: null,
  location: null,
  is_creator: true,
  subscription_price_cents: 799,
  followers_count: 6,
  following_count: 0,
  posts_count: 1,
  media_count: 1,
  likes_count: 0,
  is_following: false,
};

/** Answers `profile_screen` once `release` is called: the request is in flight until then. */
function serveProfileScreen() {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let received = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (received = resolve));
  server.use(
    http.post(`${SUPABASE_URL}/rest/v1/rpc/profile_screen`, async () => {
      received();
      await released;
      return HttpResponse.json({ profile, posts: [postRow({ user_id: profile.id })], subscription_offer: null });
    }),
  );
  return { arrived, release };
}

describe('getCreatorProfile', () => {
  it('seeds the Posts tab from the one request', async () => {
    const { release } = serveProfileScreen();
    release();
    const client = testQueryClient();
    expect(await getCreatorProfile('@kaidraws', client)).toMatchObject({ username: 'kaidraws' });
    expect(client.getQueryData(profileKeys.posts(profile.id))).toHaveLength(1);
  });

  it('seeds nothing once cancelled: an answer from before a purchase must not overwrite fresher posts', async () => {
    const { arrived, release } = serveProfileScreen();
    const client = testQueryClient();
    const cancel = new AbortController();
    const load = getCreatorProfile('@kaidraws', client, cancel.signal);
    await arrived;
    cancel.abort();
    release();
    await expect(load).rejects.toThrow();
    expect(client.getQueryData(profileKeys.posts(profile.id))).toBeUndefined();
  });
});
