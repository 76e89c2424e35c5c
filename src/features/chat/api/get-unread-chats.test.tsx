import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { useUnreadChats } from './get-unread-chats';
import { refreshUnreadChats } from './refresh-unread-chats';
import { chatKeys } from './keys';
import type { ChatListItem } from './types';

const chat = (id: string, unread: number) =>
  ({ id, updated_at: '2026-11-25T10:00:00Z', unread_count: unread }) as ChatListItem;

function setup(count: number) {
  const queryClient = testQueryClient();
  // As the shell's request seeds it.
  queryClient.setQueryData(chatKeys.unread('me'), count);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useUnreadChats('me'), { wrapper }) };
}

describe('useUnreadChats', () => {
  it('shows the shell’s count, and the cached chat list’s once that is newer', async () => {
    const { queryClient, result } = setup(3);
    expect(result.current).toBe(3);
    // A visit to Chats read the list; a live message or a read writes into it at once.
    const list = [chat('a', 2), chat('b', 0)];
    act(() => queryClient.setQueryData(chatKeys.list('me'), list, { updatedAt: Date.now() + 1_000 }));
    await waitFor(() => expect(result.current).toBe(1));
    act(() => queryClient.setQueryData(chatKeys.unread('me'), 4, { updatedAt: Date.now() + 2_000 }));
    await waitFor(() => expect(result.current).toBe(4));
  });

  it('never reads the chat list itself', async () => {
    let listReads = 0;
    server.use(http.get(`${SUPABASE_URL}/rest/v1/chat_list`, () => (listReads++, HttpResponse.json([]))));
    const { result } = setup(0);
    await waitFor(() => expect(result.current).toBe(0));
    expect(listReads).toBe(0);
  });
});

describe('refreshUnreadChats', () => {
  it('reads the count again after a message, and after a read only while something was unread', async () => {
    let reads = 0;
    server.use(http.post(`${SUPABASE_URL}/rest/v1/rpc/unread_chat_count`, () => (reads++, HttpResponse.json(1))));
    const { queryClient, result } = setup(0);

    refreshUnreadChats(queryClient, 'me', 'read');
    expect(queryClient.getQueryState(chatKeys.unread('me'))?.isInvalidated).toBe(false);

    refreshUnreadChats(queryClient, 'me', 'message');
    await waitFor(() => expect(result.current).toBe(1));
    expect(reads).toBe(1);

    refreshUnreadChats(queryClient, 'me', 'read');
    await waitFor(() => expect(reads).toBe(2));
  });
});
