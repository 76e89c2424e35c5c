import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import type { ChatListItem } from '../api/types';
import { DELETED_MESSAGE_TEXT, messagePreview } from '../utils/messages';
import { formatListTime } from '../utils/time';
import { OnlineDot } from './online-dot';

interface ChatListRowProps {
  chat: ChatListItem;
  isOnline: boolean;
  /** Open beside the list (two panes, issue 28). */
  isSelected?: boolean;
  now: Date;
}

export function ChatListRow({ chat, isOnline, isSelected = false, now }: ChatListRowProps) {
  const name = chat.other_name ?? chat.other_username ?? 'Unknown user';
  const preview = messagePreview(chat.last_message_content, chat.last_message_media_type, {
    priceCents: chat.last_message_price_cents,
    tipCents: chat.last_message_tip_cents,
  });
  const isUnread = chat.unread_count > 0;
  return (
    <li>
      <Link
        to={paths.chat(chat.id)}
        aria-current={isSelected ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 px-4 py-3 transition-colors hover:bg-zinc-900 focus-visible:-outline-offset-2',
          isSelected && 'bg-zinc-900 shadow-[inset_3px_0_0_var(--color-brand-500)]',
        )}
      >
        <span className="relative shrink-0">
          <Avatar avatarUrl={chat.other_avatar_url} username={chat.other_username} name={chat.other_name} size="md" />
          {isOnline ? <OnlineDot /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate text-[0.95rem] text-zinc-100', isUnread ? 'font-bold' : 'font-semibold')}>
              {name}
            </span>
            <time dateTime={chat.updated_at} className="shrink-0 text-xs text-muted">
              {formatListTime(new Date(chat.last_message_at ?? chat.updated_at), now)}
            </time>
          </span>
          <span className="mt-0.5 flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', isUnread ? 'text-zinc-200' : 'text-zinc-400')}>
              {/* A last message with nothing to show was unsent (text and media are required otherwise). */}
              {preview || (chat.last_message_id ? DELETED_MESSAGE_TEXT : 'No messages yet')}
            </span>
            {isUnread ? (
              <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.7rem] font-bold text-white">
                <span className="sr-only">Unread messages: </span>
                {chat.unread_count > 99 ? '99+' : chat.unread_count}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
