import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { prefetchChatListForFirstScreen, useChatList } from './get-chat-list';

function serveChatList() {
  const calls: string[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/chat_list`, ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json([]);
    }),
  );
  return calls;
}

describe('the chat list on a cold /chats (issue 17)', () => {
  it('draws the list boot fetched without asking again, and asks again on every later mount', async () => {
    const calls = serveChatList();
    const { queryClient, wrapper } = withQueryClient();

    await prefetchChatListForFirstScreen(queryClient, 'u1');
    expect(calls).toHaveLength(1);

    const first = renderHook(() => useChatList('u1'), { wrapper });
    expect(first.result.current.data).toEqual([]);
    expect(first.result.current.isFetching).toBe(false);
    first.unmount();
    expect(calls).toHaveLength(1);

    // Coming back to the list (from a chat) re-reads it: unread counts may have changed.
    const later = renderHook(() => useChatList('u1'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(2));
    later.unmount();
  });

  it('without the boot prefetch, the first mount asks as before', async () => {
    const calls = serveChatList();
    const { wrapper } = withQueryClient();
    const { result } = renderHook(() => useChatList('u2'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);
  });
});

function withQueryClient() {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
