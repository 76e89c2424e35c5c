import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { messageRow } from '@/testing/chat-fixtures';
import { testQueryClient } from '@/testing/render';
import { applyMessageChangeToChatList, applyMessageToChatList } from './chat-list-cache';
import { chatKeys } from './keys';
import type { ChatListItem } from './types';

const chat = { id: 'c', updated_at: '2026-11-25T10:00:00Z', unread_count: 0, last_message_id: 'old' } as ChatListItem;
const incoming = { ...messageRow('new', '2026-11-25T10:05:00Z'), sender_id: 'them' };

/** The list in the cache, shown by a screen whose next read answers when `answer` is called. */
function listOnScreen() {
  const queryClient = testQueryClient();
  const key = chatKeys.list('me');
  queryClient.setQueryData(key, [chat]);
  let reads = 0;
  let answer: (list: ChatListItem[]) => void = () => undefined;
  const screen = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => {
      reads += 1;
      return new Promise<ChatListItem[]>((resolve) => (answer = resolve));
    },
    staleTime: Infinity,
  });
  onTestFinished(screen.subscribe(() => undefined));
  return { queryClient, key, reads: () => reads, answer: (list: ChatListItem[]) => answer(list) };
}

describe('applyMessageToChatList', () => {
  it('writes a new message into the cached list: last message and one more unread', () => {
    const { queryClient, key, reads } = listOnScreen();
    applyMessageToChatList(queryClient, 'me', incoming, { isOpen: false });
    expect(queryClient.getQueryData<ChatListItem[]>(key)?.[0]).toMatchObject({
      last_message_id: 'new',
      unread_count: 1,
    });
    expect(reads()).toBe(0);
  });

  it('reads the list again when a read is under way, so its older answer cannot undo the message', async () => {
    const { queryClient, key, reads, answer } = listOnScreen();
    void queryClient.refetchQueries({ queryKey: key });
    expect(reads()).toBe(1);

    applyMessageToChatList(queryClient, 'me', incoming, { isOpen: false });
    await vi.waitFor(() => expect(reads()).toBe(2));
    answer([{ ...chat, last_message_id: 'new', unread_count: 1 }]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<ChatListItem[]>(key)?.[0]).toMatchObject({ last_message_id: 'new' }),
    );
  });
});

describe('applyMessageChangeToChatList', () => {
  it("an unsent last message empties its conversation's preview; order and unread count stay", () => {
    const { queryClient, key } = listOnScreen();
    queryClient.setQueryData(key, [{ ...chat, last_message_id: 'm', last_message_content: 'oops', unread_count: 2 }]);
    const unsent = { ...messageRow('m', '2026-11-25T10:00:00Z'), content: null, deleted_at: '2026-11-25T10:01:00Z' };
    applyMessageChangeToChatList(queryClient, 'me', unsent);
    expect(queryClient.getQueryData<ChatListItem[]>(key)?.[0]).toMatchObject({
      last_message_id: 'm',
      last_message_content: null,
      last_message_media_type: 'none',
      unread_count: 2,
      updated_at: chat.updated_at,
    });
  });

  it('leaves the list alone when the changed message is not a last message', () => {
    const { queryClient, key } = listOnScreen();
    const before = queryClient.getQueryData<ChatListItem[]>(key);
    applyMessageChangeToChatList(queryClient, 'me', { ...messageRow('elsewhere', '2026-11-25T09:00:00Z') });
    expect(queryClient.getQueryData<ChatListItem[]>(key)).toBe(before);
  });
});
