/**
 * Chats screen: one request, the chat_list view newest first (spec §4 "Chat list ordering"). As data
 * (lib/data-request.ts): the HTML's inline script sends it on a cold load of /chats.
 */
export const chatListRequest = {
  relation: 'chat_list',
  select: '*',
  order: [
    ['updated_at', false],
    ['id', false],
  ],
} as const;
