/** Query keys for the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  list: (userId: string) => [...chatKeys.all, 'list', userId] as const,
  /** How many chats have unread messages (the navigation's badge). */
  unread: (userId: string) => [...chatKeys.all, 'unread', userId] as const,
  conversation: (chatId: string) => [...chatKeys.all, 'conversation', chatId] as const,
  messages: (chatId: string) => [...chatKeys.all, 'messages', chatId] as const,
  media: (chatId: string) => [...chatKeys.all, 'media', chatId] as const,
  paidMedia: (messageId: string) => [...chatKeys.all, 'paid-media', messageId] as const,
  send: (chatId: string) => [...chatKeys.all, 'send', chatId] as const,
  online: () => [...chatKeys.all, 'online'] as const,
  contacts: (userId: string) => [...chatKeys.all, 'contacts', userId] as const,
  peopleSearch: (term: string) => [...chatKeys.all, 'people', term] as const,
};
