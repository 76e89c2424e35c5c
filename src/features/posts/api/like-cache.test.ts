import { describe, expect, it } from 'vitest';
import { patchItems } from '@/lib/cache-patch';
import { withLiked } from './like-cache';

const post = { id: 'a', likes_count: 3, user_liked: false, comments_count: 1 };
const other = { id: 'b', likes_count: 7, user_liked: true, comments_count: 0 };

describe('patchItems + withLiked', () => {
  it('likes the item in infinite pages and keeps the others untouched', () => {
    const pages = { pages: [[other], [post]], pageParams: [null, 'x'] };
    const next = patchItems(pages, 'a', (item) => withLiked(item, true)) as typeof pages;
    expect(next.pages[1]?.[0]).toEqual({ ...post, likes_count: 4, user_liked: true });
    expect(next.pages[0]).toBe(pages.pages[0]);
  });

  it('is idempotent, so setting the old state back is the rollback', () => {
    const liked = patchItems(post, 'a', (item) => withLiked(item, true));
    expect(patchItems(liked, 'a', (item) => withLiked(item, true))).toBe(liked);
    expect(patchItems(liked, 'a', (item) => withLiked(item, false))).toEqual(post);
  });

  it('never counts below zero and leaves unknown shapes alone', () => {
    const zero = { id: 'z', likes_count: 0, user_liked: true };
    expect(patchItems(zero, 'z', (item) => withLiked(item, false))).toEqual({ ...zero, user_liked: false });
    expect(patchItems(undefined, 'a', (item) => withLiked(item, true))).toBeUndefined();
    expect(patchItems([other], 'a', (item) => withLiked(item, true))).toEqual([other]);
  });
});
