import { useRef } from 'react';
import type { ChatMessage } from '../api/types';
import { useArrivalAnnouncement } from '../hooks/use-arrival-announcement';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useOlderPages } from '../hooks/use-older-pages';
import { useNow } from '../hooks/use-now';
import { groupByDay } from '../utils/messages';
import { formatDaySeparator } from '../utils/time';
import type { OpenedMedia } from '@/components/media/post-media';
import { MessageBubble } from './message-bubble';
import { HistoryStart, type HistoryState } from './history-start';

interface MessageListProps {
  messages: ChatMessage[];
  userId: string;
  isOtherTyping: boolean;
  otherName: string;
  onOpenMedia: (media: OpenedMedia) => void;
  onRetry: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  history: HistoryState;
  /** The user may not write here (a block, the other's privacy settings): no invitation to say hello. */
  isClosed?: boolean;
}

/**
 * Chronological messages under Today / Yesterday / 3 Jan 2025 separators (spec §2 Chat); older pages
 * load above as the reader nears the top, without moving what they are reading.
 */
export function MessageList({
  messages,
  userId,
  isOtherTyping,
  otherName,
  onOpenMedia,
  onRetry,
  onDelete,
  history,
  isClosed = false,
}: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const now = useNow();
  const last = messages.at(-1);
  useAutoScroll(ref, {
    newestKey: `${last?.id ?? ''}|${isOtherTyping ? 'typing' : ''}`,
    isLastOwn: last?.sender_id === userId && last.status !== 'sent',
  });
  const sentinelRef = useOlderPages(ref, contentRef, messages, history);
  const arrival = useArrivalAnnouncement(messages, userId, otherName);

  return (
    <div
      ref={ref}
      // The browser's own scroll anchoring is off: useOlderPages keeps the place (Safari has none).
      className="min-h-0 flex-1 [overflow-anchor:none] overflow-y-auto overscroll-contain px-3 py-4"
      data-testid="message-scroller"
    >
      {/* One stable child, so the auto-scroll's ResizeObserver sees every change of the content. */}
      <div ref={contentRef}>
        {messages.length > 0 ? <HistoryStart ref={sentinelRef} history={history} /> : null}
        {messages.length === 0 ? (
          <p className="px-6 py-16 text-center text-sm text-zinc-400">
            {isClosed ? 'No messages to show.' : `No messages yet. Say hello to ${otherName}!`}
          </p>
        ) : (
          <ol aria-label="Messages" className="space-y-1.5">
            {groupByDay(messages).map((group) => (
              <li key={group.key}>
                <p
                  className="sticky top-0 z-10 my-3 flex justify-center"
                  role="separator"
                  aria-label={formatDaySeparator(group.date, now)}
                >
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-zinc-900/90 px-3 py-1 text-xs font-medium text-zinc-400 backdrop-blur"
                  >
                    {formatDaySeparator(group.date, now)}
                  </span>
                </p>
                <ol className="space-y-1.5">
                  {group.messages.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      isOwn={message.sender_id === userId}
                      onOpenMedia={onOpenMedia}
                      onRetry={onRetry}
                      onDelete={onDelete}
                    />
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
        {isOtherTyping ? (
          <p role="status" className="mt-2 flex items-center gap-2 px-1 text-sm text-zinc-400">
            <span className="flex gap-1" aria-hidden="true">
              <span className="size-1.5 animate-bounce rounded-full bg-zinc-400 motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-zinc-400 [animation-delay:150ms] motion-reduce:animate-none" />
              <span className="size-1.5 animate-bounce rounded-full bg-zinc-400 [animation-delay:300ms] motion-reduce:animate-none" />
            </span>
            {otherName} is typing...
          </p>
        ) : null}
      </div>
      {/* One polite region for the whole chat: a new node per message, so a repeated text is read again. */}
      <p role="status" className="sr-only" data-testid="chat-announcer">
        {arrival ? <span key={arrival.id}>{arrival.text}</span> : null}
      </p>
    </div>
  );
}
