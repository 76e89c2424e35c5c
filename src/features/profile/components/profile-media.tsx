import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PostCardMedia } from '@/components/media/post-card-media';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useProfileMedia } from '../api/get-profile-posts';
import { countMedia, filterMedia, type MediaFilter } from '../utils/media-filter';
import { MediaFilterChips } from './media-filter-chips';

const emptyText: Record<MediaFilter, string> = {
  all: 'No media yet',
  photo: 'No photos yet',
  video: 'No videos yet',
};

/** The Media tab: filter chips and a grid of 2 columns, 3 on wider screens (spec §9). */
export function ProfileMedia({ userId }: { userId: string }) {
  const media = useProfileMedia(userId);
  const [filter, setFilter] = useState<MediaFilter>('all');

  if (media.isPending) {
    return (
      <div role="status" aria-label="Loading media" className="grid grid-cols-2 gap-1 p-1 sm:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="aspect-square rounded-none" />
        ))}
      </div>
    );
  }
  if (media.isError) return <QueryError what="media" error={media.error} onRetry={media.refetch} />;

  const items = filterMedia(media.data, filter);
  return (
    <div>
      <MediaFilterChips value={filter} counts={countMedia(media.data)} onChange={setFilter} />
      {items.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-zinc-400">{emptyText[filter]}</p>
      ) : (
        <ul aria-label="Media" className="grid grid-cols-2 gap-1 px-1 pb-1 sm:grid-cols-3">
          {items.map((post) => (
            <li key={post.id} className="overflow-hidden bg-zinc-900">
              {post.is_locked && !post.locked_media_path ? (
                // Locked for this viewer: blurred and not clickable (spec §2).
                <PostCardMedia post={post} layout="thumb" />
              ) : (
                <Link
                  to={paths.post(post.id)}
                  aria-label={`Open ${post.media_type === 'image' ? 'photo' : 'video'} post`}
                >
                  <PostCardMedia post={post} layout="thumb" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
