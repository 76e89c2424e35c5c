import { describe, expect, it } from 'vitest';
import { countMedia, filterMedia } from './media-filter';

const items = [
  { id: 'a', media_type: 'image' as const },
  { id: 'b', media_type: 'video' as const },
  { id: 'c', media_type: 'none' as const },
  { id: 'd', media_type: 'image' as const },
];

describe('filterMedia', () => {
  it('shows photos and videos under All, never text-only posts', () => {
    expect(filterMedia(items, 'all').map((i) => i.id)).toEqual(['a', 'b', 'd']);
  });

  it('keeps only photos or only videos, in order', () => {
    expect(filterMedia(items, 'photo').map((i) => i.id)).toEqual(['a', 'd']);
    expect(filterMedia(items, 'video').map((i) => i.id)).toEqual(['b']);
  });

  it('counts each chip', () => {
    expect(countMedia(items)).toEqual({ all: 3, photo: 2, video: 1 });
    expect(countMedia([])).toEqual({ all: 0, photo: 0, video: 0 });
  });
});
