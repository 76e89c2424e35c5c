import { type OpenedMedia, PostMedia } from '@/components/media/post-media';
import { cn } from '@/utils/cn';
import type { ChatMessage } from '../api/types';
import { messageMediaOf } from '../utils/message-media';
import { formatMessageTime } from '../utils/time';
import { AlertIcon, ClockIcon } from './chat-icons';
import { PaidMediaMessage } from './paid-media-message';
import { TipBubble } from './tip-bubble';
import { VoiceMessage } from './voice-message';

interface MessageBubbleProps {
  message: ChatMessage;
  isOwn: boolean;
  onOpenMedia: (media: OpenedMedia) => void;
  onRetry: (message: ChatMessage) => void;
}

/** Spec §2 Chat: own messages right in red, the other's left in grey, at most 75% wide, 24-hour time. */
export function MessageBubble({ message, isOwn, onOpenMedia, onRetry }: MessageBubbleProps) {
  const { media_type: type, media_url: path } = message;
  const text = message.content?.trim();
  const created = new Date(message.created_at);
  if (message.tip_cents) return <TipBubble message={message} isOwn={isOwn} />;
  const media = messageMediaOf(message);
  return (
    <li className={cn('flex flex-col', isOwn ? 'items-end' : 'items-start')} data-testid="message">
      <div
        className={cn(
          'max-w-[75%] rounded-2xl px-3 py-2 text-[0.95rem] leading-snug shadow-sm',
          isOwn ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-zinc-800 text-zinc-100',
          message.status === 'failed' && 'opacity-80 ring-2 ring-red-400/80',
          (type === 'image' || type === 'video') && 'p-1',
        )}
      >
        {media && message.price_cents ? (
          <PaidMediaMessage
            messageId={message.id}
            type={media.type}
            priceCents={message.price_cents}
            width={media.width}
            height={media.height}
            isOwn={isOwn}
            onOpen={onOpenMedia}
          />
        ) : media ? (
          <PostMedia
            media={media}
            layout="bubble"
            label={media.type === 'image' ? 'Open photo' : 'Play video'}
            onOpen={onOpenMedia}
          />
        ) : null}
        {type === 'voice' && path ? (
          <VoiceMessage id={message.id} path={path} duration={message.media_duration} isOwn={isOwn} />
        ) : null}
        {text ? <p className={cn('break-words whitespace-pre-wrap', type !== 'none' && 'px-2 pt-1')}>{text}</p> : null}
        <p
          className={cn(
            'mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] tabular-nums',
            isOwn ? 'text-white/75' : 'text-zinc-400',
            (type === 'image' || type === 'video') && 'px-2 pb-1',
          )}
        >
          {message.status === 'sending' ? (
            <>
              <ClockIcon className="size-3" />
              <span className="sr-only">Sending</span>
            </>
          ) : null}
          <time dateTime={message.created_at}>{formatMessageTime(created)}</time>
        </p>
      </div>
      {message.status === 'failed' ? (
        <div role="alert" className="mt-1 flex items-center gap-2 text-xs text-red-300">
          <AlertIcon className="size-4" />
          <span>Not sent.</span>
          <button
            type="button"
            onClick={() => onRetry(message)}
            className="rounded-md px-1.5 py-0.5 font-semibold text-white underline-offset-2 hover:underline"
          >
            Retry
          </button>
        </div>
      ) : null}
    </li>
  );
}
