import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';
import type { ChatListItem, MessageRow } from './types';

const newestFirst = (a: ChatListItem, b: ChatListItem) =>
  a.updated_at === b.updated_at ? b.id.localeCompare(a.id) : Date.parse(b.updated_at) - Date.parse(a.updated_at);

/**
 * Writes a new message into the cached chat list: last message, time, unread count and order, the
 * same way the chat_list view would compute them. A conversation the cache does not know yet (a new
 * chat started by someone else), or a list being read at that moment, makes the list refetch instead.
 */
export function applyMessageToChatList(
  queryClient: QueryClient,
  userId: string,
  row: MessageRow,
  { isOpen }: { isOpen: boolean },
) {
  const key = chatKeys.list(userId);
  const list = queryClient.getQueryData<ChatListItem[]>(key);
  if (!list) return;
  // A read of the list under way may have started before this message: its answer would overwrite
  // the change. Ask again instead (the read under way is cancelled).
  if (queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const item = list.find((c) => c.id === row.conversation_id);
  if (!item) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  if (item.last_message_id === row.id) return;
  const isUnread = row.sender_id !== userId && !isOpen;
  const updated: ChatListItem = {
    ...item,
    updated_at: Date.parse(row.created_at) > Date.parse(item.updated_at) ? row.created_at : item.updated_at,
    last_message_id: row.id,
    last_message_content: row.content,
    last_message_media_type: row.media_type,
    last_message_sender_id: row.sender_id,
    last_message_at: row.created_at,
    last_message_price_cents: row.price_cents,
    last_message_tip_cents: row.tip_cents,
    unread_count: isUnread ? item.unread_count + 1 : item.unread_count,
  };
  queryClient.setQueryData<ChatListItem[]>(key, list.map((c) => (c.id === item.id ? updated : c)).sort(newestFirst));
}

/**
 * A message changed after it was sent (unsent by its sender, issue 28): when it is a conversation's
 * last message, that row's preview follows ("Message deleted"). Order and unread counts stay.
 */
export function applyMessageChangeToChatList(queryClient: QueryClient, userId: string, row: MessageRow) {
  queryClient.setQueryData<ChatListItem[]>(chatKeys.list(userId), (list) => {
    const item = list?.find((c) => c.last_message_id === row.id);
    if (!list || !item) return list;
    const updated: ChatListItem = {
      ...item,
      last_message_content: row.content,
      last_message_media_type: row.media_type,
      last_message_price_cents: row.price_cents,
      last_message_tip_cents: row.tip_cents,
    };
    return list.map((c) => (c === item ? updated : c));
  });
}
