import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '@/testing/fake-realtime';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { holdChatListChannel, JOIN_WAIT_MS, readAfterJoin, resetChatListChannel } from './chat-list-channel';
import { chatListQueryOptions } from './get-chat-list';

function serveChatList() {
  const calls: number[] = [];
  server.use(
    http.get(`${SUPABASE_URL}/rest/v1/chat_list`, () => {
      calls.push(Date.now());
      return HttpResponse.json([]);
    }),
  );
  return calls;
}

afterEach(() => {
  resetChatListChannel();
  vi.useRealTimers();
});

describe('the chat list’s live channel (issue 28: subscribe first, read once)', () => {
  it('reads the list once the channel has joined, and not again when it joins', async () => {
    const realtime = installFakeRealtime();
    const calls = serveChatList();
    const queryClient = testQueryClient();
    const read = queryClient.fetchQuery(chatListQueryOptions('u1'));
    const channel = await realtime.channel('chat-list:u1');
    // Not yet: a read now could miss what is sent while the channel joins.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
    channel.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    await read;
    expect(calls).toHaveLength(1);
    // ChatListLive takes the same channel over: no second join, no catch-up read.
    const release = holdChatListChannel(queryClient, 'u1');
    expect(realtime.openTopics()).toEqual(['chat-list:u1']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(1);
    release();
  });

  it('reads anyway when the channel cannot join in time, and again once it has joined', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const realtime = installFakeRealtime();
    const queryClient = testQueryClient();
    const reads: string[] = [];
    const read = readAfterJoin(queryClient, 'u2', async () => {
      reads.push('read');
      return [];
    });
    await vi.advanceTimersByTimeAsync(JOIN_WAIT_MS);
    await read;
    expect(reads).toHaveLength(1);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    (await realtime.channel('chat-list:u2')).status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['chat', 'list', 'u2'] });
  });

  it('after a dropped connection, the rejoin makes the list read again', async () => {
    const realtime = installFakeRealtime();
    const queryClient = testQueryClient();
    const release = holdChatListChannel(queryClient, 'u3');
    const channel = await realtime.channel('chat-list:u3');
    channel.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    await readAfterJoin(queryClient, 'u3', async () => []);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    channel.status(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    await new Promise((resolve) => setTimeout(resolve, 5));
    channel.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(invalidate).toHaveBeenCalledTimes(1);
    release();
  });
});
