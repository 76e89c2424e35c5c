import { useState } from 'react';
import { PostMedia } from '@/components/media/post-media';
import { ImageIcon } from '@/components/ui/action-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { cn } from '@/utils/cn';
import { type MediaItem, useConversationMedia } from '../api/get-media';
import type { OpenedMedia } from '@/components/media/post-media';

type MediaFilter = 'all' | 'image' | 'video';

function MediaTile({ item, onOpen }: { item: MediaItem; onOpen: (media: OpenedMedia) => void }) {
  return (
    <li>
      <PostMedia
        media={{
          type: item.media_type,
          width: item.media_width,
          height: item.media_height,
          access: { kind: 'signed', bucket: 'chat-media', path: item.media_url },
        }}
        layout="thumb"
        label={item.media_type === 'image' ? 'Open photo' : 'Play video'}
        onOpen={onOpen}
        className="rounded-lg"
      />
    </li>
  );
}

/** Spec §2 Media tab: All / Photo / Video with counts, a 2-column grid (3 when wider). */
export function MediaTab({ chatId, onOpen }: { chatId: string; onOpen: (media: OpenedMedia) => void }) {
  const media = useConversationMedia(chatId);
  const [filter, setFilter] = useState<MediaFilter>('all');
  if (media.isPending) {
    return (
      <p role="status" className="p-6 text-center text-sm text-zinc-400">
        Loading media...
      </p>
    );
  }
  if (media.isError) return <QueryError what="the media" error={media.error} onRetry={media.refetch} />;
  const items = media.data;
  const chips: ReadonlyArray<{ value: MediaFilter; label: string; count: number }> = [
    { value: 'all', label: 'All', count: items.length },
    { value: 'image', label: 'Photo', count: items.filter((i) => i.media_type === 'image').length },
    { value: 'video', label: 'Video', count: items.filter((i) => i.media_type === 'video').length },
  ];
  const visible = filter === 'all' ? items : items.filter((i) => i.media_type === filter);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto p-3">
      <div role="group" aria-label="Filter media" className="mb-3 flex gap-2">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            aria-pressed={filter === chip.value}
            onClick={() => setFilter(chip.value)}
            className={cn(
              'min-h-9 rounded-full px-4 text-sm font-semibold',
              filter === chip.value ? 'bg-brand-600 text-white' : 'bg-zinc-900 text-zinc-300 hover:bg-zinc-800',
            )}
          >
            {chip.label} ({chip.count})
          </button>
        ))}
      </div>
      {visible.length === 0 ? (
        <EmptyState icon={<ImageIcon className="size-7" />} title="No media in this conversation" />
      ) : (
        <ul aria-label="Shared media" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {visible.map((item) => (
            <MediaTile key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
    </div>
  );
}
