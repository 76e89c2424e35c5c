import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/utils/cn';
import { type MediaItem, useConversationMedia } from '../api/get-media';
import { useSignedUrl } from '../api/signed-url';
import { ImageIcon, PlayIcon } from './chat-icons';
import type { ViewerMedia } from './media-viewer';

type MediaFilter = 'all' | 'image' | 'video';

function MediaTile({ item, onOpen }: { item: MediaItem; onOpen: (media: ViewerMedia) => void }) {
  const url = useSignedUrl(item.media_url);
  const label = item.media_type === 'image' ? 'Open photo' : 'Play video';
  return (
    <li>
      <button
        type="button"
        aria-label={label}
        disabled={!url.data}
        onClick={() => url.data && onOpen({ type: item.media_type, url: url.data })}
        className="relative block aspect-square w-full overflow-hidden rounded-lg bg-zinc-900"
      >
        {url.data ? (
          item.media_type === 'image' ? (
            <img src={url.data} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <>
              <video
                src={`${url.data}#t=0.1`}
                preload="metadata"
                muted
                playsInline
                className="size-full object-cover"
              />
              <PlayIcon className="absolute top-2 right-2 size-5 text-white drop-shadow" />
            </>
          )
        ) : null}
      </button>
    </li>
  );
}

/** Spec §2 Media tab: All / Photo / Video with counts, a 2-column grid (3 when wider). */
export function MediaTab({ chatId, onOpen }: { chatId: string; onOpen: (media: ViewerMedia) => void }) {
  const media = useConversationMedia(chatId);
  const [filter, setFilter] = useState<MediaFilter>('all');
  if (media.isPending) {
    return (
      <p role="status" className="p-6 text-center text-sm text-zinc-400">
        Loading media...
      </p>
    );
  }
  if (media.isError) {
    return (
      <p role="alert" className="p-6 text-center text-sm text-zinc-400">
        Could not load the media.{' '}
        <button
          type="button"
          className="font-semibold text-brand-400 hover:underline"
          onClick={() => void media.refetch()}
        >
          Try again
        </button>
      </p>
    );
  }
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
