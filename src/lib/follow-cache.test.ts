import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterFollow, setFollowingInCaches, withFollowing } from './follow-cache';

const luna = { id: 'luna', is_following: false, followers_count: 10 };
const kai = { id: 'kai', is_following: false, followers_count: 3 };

describe('withFollowing (the one follow patch)', () => {
  it('moves the follow state and the followers of a person, and is idempotent', () => {
    const followed = withFollowing(luna, 'luna', true);
    expect(followed).toEqual({ id: 'luna', is_following: true, followers_count: 11 });
    expect(withFollowing(followed, 'luna', true)).toBe(followed);
    expect(withFollowing(followed, 'luna', false)).toEqual(luna);
    expect(withFollowing(kai, 'luna', true)).toBe(kai);
  });

  it("marks a post's author as followed", () => {
    const video = { id: 'post-1', user_id: 'luna', author_is_following: false };
    expect(withFollowing(video, 'luna', true)).toEqual({ ...video, author_is_following: true });
  });
});

describe('setFollowingInCaches', () => {
  function cacheWith() {
    const client = new QueryClient();
    const seed = (key: string, data: unknown, follows?: 'patch' | 'refresh') =>
      client
        .getQueryCache()
        .build(client, { queryKey: [key], meta: follows ? { follows } : undefined })
        .setData(data);
    seed('discover-suggested', [luna, kai], 'patch');
    seed('profile', luna, 'refresh');
    seed(
      'videos',
      { pages: [[{ id: 'v1', user_id: 'luna', author_is_following: false }]], pageParams: [null] },
      'patch',
    );
    seed('unrelated', [luna]);
    return client;
  }

  it('patches every query that declares follow state, and nothing else', () => {
    const client = cacheWith();
    setFollowingInCaches(client, 'luna', true);
    expect(client.getQueryData(['discover-suggested'])).toEqual([
      { ...luna, is_following: true, followers_count: 11 },
      kai,
    ]);
    expect(client.getQueryData(['profile'])).toEqual({ ...luna, is_following: true, followers_count: 11 });
    expect(client.getQueryData(['videos'])).toEqual({
      pages: [[{ id: 'v1', user_id: 'luna', author_is_following: true }]],
      pageParams: [null],
    });
    expect(client.getQueryData(['unrelated'])).toEqual([luna]);
  });

  it('refetches only the queries that asked for the real counts', async () => {
    const client = cacheWith();
    await refreshAfterFollow(client);
    const invalidated = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
    expect(invalidated).toEqual(['profile']);
  });
});
