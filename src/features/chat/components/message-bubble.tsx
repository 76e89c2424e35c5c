import { type OpenedMedia, PostMedia } from '@/components/media/post-media';
import { ModerationNotice } from '@/components/report/moderation-notice';
import { ReportMenu } from '@/components/report/report-menu';
import { LinkedText } from '@/components/ui/linked-text';
import { Menu } from '@/components/ui/menu';
import { cn } from '@/utils/cn';
import type { ChatMessage } from '../api/types';
import { messageMediaOf } from '../utils/message-media';
import { DELETED_MESSAGE_TEXT, OWN_DELETED_MESSAGE_TEXT } from '../utils/messages';
import { formatMessageTime } from '../utils/time';
import { AlertIcon, ClockIcon, TrashIcon } from './chat-icons';
import { PaidMediaMessage } from './paid-media-message';
import { TipBubble } from './tip-bubble';
import { VoiceMessage } from './voice-message';

interface MessageBubbleProps {
  message: ChatMessage;
  isOwn: boolean;
  onOpenMedia: (media: OpenedMedia) => void;
  onRetry: (message: ChatMessage) => void;
  /** Own messages only: asks to unsend it (issue 28). */
  onDelete: (message: ChatMessage) => void;
}

/*
 * The "⋯" button beside a bubble. Long-press has no keyboard or screen-reader equivalent: it is a
 * button, shown on hover and focus with a mouse, always on touch screens.
 */
const menuButtonClass =
  'size-9 opacity-0 group-hover:opacity-100 focus-visible:opacity-100 aria-expanded:opacity-100 pointer-coarse:opacity-100';

/** An unsent message keeps its place and time; its text and media are gone (issue 28). */
function DeletedBubble({ message, isOwn }: { message: ChatMessage; isOwn: boolean }) {
  return (
    <li className={cn('flex flex-col', isOwn ? 'items-end' : 'items-start')} data-testid="message">
      <div
        data-testid="message-bubble"
        className="flex max-w-[75%] items-center gap-2 rounded-2xl border border-zinc-700 px-3 py-2 text-sm text-zinc-400 italic"
      >
        <TrashIcon className="size-4 shrink-0" />
        <span>{isOwn ? OWN_DELETED_MESSAGE_TEXT : DELETED_MESSAGE_TEXT}</span>
        <time dateTime={message.created_at} className="text-[0.7rem] not-italic tabular-nums">
          {formatMessageTime(new Date(message.created_at))}
        </time>
      </div>
    </li>
  );
}

/** What a photo, video or voice message whose upload has not finished shows instead of its media. */
const unsentLabels = { image: 'Photo', video: 'Video', voice: 'Voice message' } as const;

/** Spec §2 Chat: own messages right in red, the other's left in grey, at most 75% wide, 24-hour time. */
export function MessageBubble({ message, isOwn, onOpenMedia, onRetry, onDelete }: MessageBubbleProps) {
  const { media_type: type, media_url: path } = message;
  const text = message.content?.trim();
  const created = new Date(message.created_at);
  if (message.deleted_at) return <DeletedBubble message={message} isOwn={isOwn} />;
  if (message.tip_cents) return <TipBubble message={message} isOwn={isOwn} />;
  // Tips and paid messages are part of a payment: the database keeps them (delete_message).
  const canDelete = isOwn && message.status === 'sent' && !message.price_cents;
  const media = messageMediaOf(message);
  // Uploading again after a failed upload, or failed: no stored file yet (issue 14).
  const unsent = type !== 'none' && !path && !message.price_cents && message.status !== 'sent' ? type : null;
  const isMediaBubble = (type === 'image' || type === 'video') && !unsent;
  return (
    <li className={cn('flex flex-col', isOwn ? 'items-end' : 'items-start')} data-testid="message">
      <div className={cn('group flex w-full items-center gap-1', isOwn ? 'justify-end' : 'justify-start')}>
        {canDelete ? (
          <Menu
            label="Message options"
            buttonClassName={menuButtonClass}
            items={[{ label: 'Delete message', tone: 'danger', onSelect: () => onDelete(message) }]}
          />
        ) : null}
        <div
          data-testid="message-bubble"
          className={cn(
            'max-w-[75%] rounded-2xl text-[0.95rem] leading-snug shadow-sm',
            isOwn ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-zinc-800 text-zinc-100',
            // Marked by the ring and "Not sent." below, not by fading: faded, its text fell under 4.5:1 (issue 18).
            message.status === 'failed' && 'ring-2 ring-red-400/80',
            // A media bubble is as wide as its media with an even frame (a caption wraps under it);
            // `cn` does not merge classes, so the two paddings must never both apply.
            isMediaBubble ? 'w-min p-1' : 'px-3 py-2',
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
          {unsent ? <p className="font-medium">{unsentLabels[unsent]}</p> : null}
          {type === 'voice' && path ? (
            <VoiceMessage id={message.id} path={path} duration={message.media_duration} isOwn={isOwn} />
          ) : null}
          {text ? (
            <p className={cn('break-words whitespace-pre-wrap', type !== 'none' && 'px-2 pt-1')}>
              <LinkedText text={text} tone={isOwn ? 'inherit' : 'brand'} />
            </p>
          ) : null}
          <p
            className={cn(
              'mt-0.5 flex items-center justify-end gap-1 text-[0.7rem] tabular-nums',
              isOwn ? 'text-on-brand-muted' : 'text-zinc-400',
              isMediaBubble && 'px-2 pb-1',
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
        {isOwn || message.status !== 'sent' ? null : (
          <ReportMenu
            label="Message options"
            targetType="message"
            targetId={message.id}
            what="message"
            buttonClassName={menuButtonClass}
          />
        )}
      </div>
      {isOwn ? (
        <ModerationNotice
          removedAt={message.removed_at}
          heldAt={message.held_at}
          appeal={{ kind: 'message', id: message.id }}
          className="mt-1 max-w-[75%]"
        />
      ) : null}
      {message.status === 'failed' ? (
        <div role="alert" className="mt-1 flex items-center gap-2 text-xs text-red-300">
          <AlertIcon className="size-4 shrink-0" />
          <span className="min-w-0">
            {message.isQueued ? 'Not sent: you’re offline. It goes out when you’re back online.' : 'Not sent.'}
          </span>
          <button
            type="button"
            onClick={() => onRetry(message)}
            className="min-h-8 shrink-0 rounded-md px-2 font-semibold whitespace-nowrap text-white underline-offset-2 hover:underline"
          >
            Retry
          </button>
        </div>
      ) : null}
    </li>
  );
}
