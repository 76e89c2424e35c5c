import { useState } from 'react';
import { MediaBox } from '@/components/media/media-box';
import { PostMedia } from '@/components/media/post-media';
import { ImageIcon } from '@/components/ui/action-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';
import { type MediaItem, useConversationMedia } from '../api/get-media';
import { usePaidMediaPath } from '../api/get-paid-media';
import { messageMediaOf } from '../utils/message-media';
import type { OpenedMedia } from '@/components/media/post-media';

type MediaFilter = 'all' | 'image' | 'video';

const openLabel = (type: MediaItem['media_type']) => (type === 'image' ? 'Open photo' : 'Play video');

/**
 * A paid message in the grid (issue 13 §5): its path comes only from the one entitled lookup
 * (`locked_message_media`, shared with the chat bubble, so an unlock there shows here without a
 * reload). Locked for this viewer: blurred with `View {type}` and not clickable (spec §2); it is
 * bought from its bubble in the Chat tab.
 */
function PaidMediaTile({ item, onOpen }: { item: MediaItem; onOpen: (media: OpenedMedia) => void }) {
  const path = usePaidMediaPath(item.id);
  if (path.isPending) return <Skeleton className="aspect-square w-full rounded-lg" />;
  const media = path.isError ? null : messageMediaOf(item, path.data);
  if (!media) {
    return (
      <MediaBox layout="thumb" width={item.media_width} height={item.media_height} className="rounded-lg">
        <span className="absolute inset-0 flex items-center justify-center p-3 text-center text-xs text-zinc-400">
          This {item.media_type === 'image' ? 'photo' : 'video'} is not available
        </span>
      </MediaBox>
    );
  }
  return (
    <PostMedia
      media={media}
      layout="thumb"
      label={openLabel(item.media_type)}
      onOpen={onOpen}
      lockedAction={
        item.price_cents ? (
          <span className="text-[0.7rem] text-zinc-200">Unlock in Chat · {formatEuro(item.price_cents)}</span>
        ) : undefined
      }
      className="rounded-lg"
    />
  );
}

function MediaTile({ item, onOpen }: { item: MediaItem; onOpen: (media: OpenedMedia) => void }) {
  const media = item.price_cents === null ? messageMediaOf(item) : null;
  return (
    <li>
      {media ? (
        <PostMedia
          media={media}
          layout="thumb"
          label={openLabel(item.media_type)}
          onOpen={onOpen}
          className="rounded-lg"
        />
      ) : (
        <PaidMediaTile item={item} onOpen={onOpen} />
      )}
    </li>
  );
}

/** Spec §2 Media tab: All / Photo / Video with counts (paid messages included), a 2-column grid (3 when wider). */
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
