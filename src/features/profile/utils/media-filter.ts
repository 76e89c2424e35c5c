export type MediaFilter = 'all' | 'photo' | 'video';

export const MEDIA_FILTERS: ReadonlyArray<{ value: MediaFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'photo', label: 'Photo' },
  { value: 'video', label: 'Video' },
];

interface HasMediaType {
  media_type: 'none' | 'image' | 'video';
}

const matches = (filter: MediaFilter, type: HasMediaType['media_type']) =>
  type !== 'none' && (filter === 'all' || (filter === 'photo' ? type === 'image' : type === 'video'));

/** The media tab's items for a filter (spec §4: media filter is all, photo or video). */
export function filterMedia<T extends HasMediaType>(items: readonly T[], filter: MediaFilter): T[] {
  return items.filter((item) => matches(filter, item.media_type));
}

/** How many items each filter chip would show. */
export function countMedia(items: readonly HasMediaType[]): Record<MediaFilter, number> {
  return {
    all: filterMedia(items, 'all').length,
    photo: filterMedia(items, 'photo').length,
    video: filterMedia(items, 'video').length,
  };
}
