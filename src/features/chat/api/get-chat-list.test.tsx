import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakeRealtime } from '@/testing/fake-realtime';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { resetChatListChannel } from './chat-list-channel';
import { prefetchChatListForFirstScreen, useChatList } from './get-chat-list';

let realtime: ReturnType<typeof installFakeRealtime>;
beforeEach(() => {
  realtime = installFakeRealtime();
});
afterEach(resetChatListChannel);

/** The list is read once its live channel has joined (chat-list-channel.test.ts): here it joins once opened. */
function joinsAtOnce(userId: string) {
  void realtime.channel(`chat-list:${userId}`).then((channel) => channel.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED));
}

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
    joinsAtOnce('u1');
    const calls = serveChatList();
    const { queryClient, wrapper } = withQueryClient();

    await prefetchChatListForFirstScreen(queryClient, 'u1');
    expect(calls).toHaveLength(1);

    const first = renderHook(() => useChatList('u1'), { wrapper });
    expect(first.result.current.data).toEqual([]);
    expect(first.result.current.isFetching).toBe(false);
    first.unmount();
    expect(calls).toHaveLength(1);
    await Promise.resolve(); // the list has gone once the unmount's commit is over

    // Coming back to the list (from a chat) re-reads it: unread counts may have changed.
    const later = renderHook(() => useChatList('u1'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(2));
    later.unmount();
  });

  it('without the boot prefetch, the first mount asks as before', async () => {
    joinsAtOnce('u2');
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
