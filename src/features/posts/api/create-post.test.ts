import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prependToFeed } from './create-post';
import { postKeys } from './keys';
import type { PostCardRow } from '@/lib/schemas/post-card';

const post = (id: string) => ({ id, content: id }) as unknown as PostCardRow;

describe('prependToFeed (spec §4: the new post goes first)', () => {
  it('puts the new post first', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<PostCardRow[]>>(postKeys.feed('me'), {
      pages: [[post('a')], [post('b')]],
      pageParams: [null, 'x'],
    });
    prependToFeed(client, 'me', post('new'));
    const feed = client.getQueryData<InfiniteData<PostCardRow[]>>(postKeys.feed('me'));
    expect(feed?.pages.map((page) => page.map((p) => p.id))).toEqual([['new', 'a'], ['b']]);
  });

  it('never shows the post twice when a page fetched meanwhile already holds it', () => {
    const client = new QueryClient();
    client.setQueryData<InfiniteData<PostCardRow[]>>(postKeys.feed('me'), {
      pages: [[post('new'), post('a')]],
      pageParams: [null],
    });
    prependToFeed(client, 'me', post('new'));
    const feed = client.getQueryData<InfiniteData<PostCardRow[]>>(postKeys.feed('me'));
    expect(feed?.pages[0]?.map((p) => p.id)).toEqual(['new', 'a']);
  });
});
