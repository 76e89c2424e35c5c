import { useRef } from 'react';
import type { ChatMessage } from '../api/types';
import { useAutoScroll } from '../hooks/use-auto-scroll';
import { useNow } from '../hooks/use-now';
import { groupByDay } from '../utils/messages';
import { formatDaySeparator } from '../utils/time';
import type { OpenedMedia } from '@/components/media/post-media';
import { MessageBubble } from './message-bubble';

interface MessageListProps {
  messages: ChatMessage[];
  userId: string;
  isOtherTyping: boolean;
  otherName: string;
  onOpenMedia: (media: OpenedMedia) => void;
  onRetry: (message: ChatMessage) => void;
}

/** Chronological messages under Today / Yesterday / 3 Jan 2025 separators (spec §2 Chat). */
export function MessageList({ messages, userId, isOtherTyping, otherName, onOpenMedia, onRetry }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const now = useNow();
  const last = messages.at(-1);
  useAutoScroll(ref, {
    messageCount: messages.length + (isOtherTyping ? 1 : 0),
    isLastOwn: last?.sender_id === userId && last.status !== 'sent',
  });

  return (
    <div
      ref={ref}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4"
      data-testid="message-scroller"
    >
      {/* One stable child, so the auto-scroll's ResizeObserver sees every change of the content. */}
      <div>
        {messages.length === 0 ? (
          <p className="px-6 py-16 text-center text-sm text-zinc-400">No messages yet. Say hello to {otherName}!</p>
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
    </div>
  );
}
