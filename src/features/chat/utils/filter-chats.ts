import type { ChatListItem } from '../api/types';
import { messagePreview } from './messages';

export type ChatFilter = 'all' | 'unread' | 'online';

/** Search matches the other user's name or handle, or the last message; the chips really filter. */
export function filterChats(
  chats: readonly ChatListItem[],
  { query, filter, online }: { query: string; filter: ChatFilter; online: ReadonlySet<string> },
): ChatListItem[] {
  const needle = query.trim().toLocaleLowerCase();
  return chats.filter((chat) => {
    if (filter === 'unread' && chat.unread_count <= 0) return false;
    if (filter === 'online' && !online.has(chat.other_user_id)) return false;
    if (!needle) return true;
    const haystack = [
      chat.other_name,
      chat.other_username,
      messagePreview(chat.last_message_content, chat.last_message_media_type, {
        priceCents: chat.last_message_price_cents,
        tipCents: chat.last_message_tip_cents,
      }),
    ];
    return haystack.some((text) => text?.toLocaleLowerCase().includes(needle));
  });
}
