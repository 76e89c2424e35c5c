/**
 * Chats screen: one request, the chat_list view newest first (spec §4 "Chat list ordering"). Read once
 * the list's live channel has joined (chat-list-channel.ts), so the HTML does not send it early.
 */
export const chatListRequest = {
  relation: 'chat_list',
  select: '*',
  order: [
    ['updated_at', false],
    ['id', false],
  ],
} as const;
