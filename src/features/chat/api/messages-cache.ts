import type { QueryClient } from '@tanstack/react-query';
import { flattenPages, mergeIntoPages, type MessagePages, updateNewestPage } from '../utils/message-pages';
import { chatKeys } from './keys';
import type { ChatMessage, MessageRow } from './types';

/** Every cached message of a conversation, chronological (undefined while its first page is not in). */
export function readMessages(queryClient: QueryClient, chatId: string): ChatMessage[] | undefined {
  const data = queryClient.getQueryData<MessagePages>(chatKeys.messages(chatId));
  return data ? flattenPages(data) : undefined;
}

/** Merges server rows into the conversation's pages (one bubble per id; new ones on the newest page). */
export function mergeIntoMessages(queryClient: QueryClient, chatId: string, rows: readonly MessageRow[]) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => mergeIntoPages(data, rows));
}

/** Changes the newest page: where an own bubble appears while sending or stays when it failed. */
export function updateNewestMessages(
  queryClient: QueryClient,
  chatId: string,
  update: (messages: ChatMessage[]) => ChatMessage[],
) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => updateNewestPage(data, update));
}
