import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { messageRow, sentMessage } from '@/testing/chat-fixtures';
import { installFakeRealtime } from '@/testing/fake-realtime';
import { server, SUPABASE_URL } from '@/testing/msw-server';
import { testQueryClient } from '@/testing/render';
import { OnlinePresence } from '../components/online-presence';
import { blockKeys } from '@/lib/blocks';
import { chatKeys } from './keys';
import { readMessages } from './messages-cache';
import { chatStateTopic, chatTopic } from './realtime';
import { useConversationLive } from './use-conversation-live';

const me = '11111111-1111-4111-8111-111111111111';
const partner = '22222222-2222-4222-8222-222222222222';
const chatId = 'c';

describe('useConversationLive', () => {
  it('catches up on the first join too: a message sent between reading the chat and joining its channel shows', async () => {
    const realtime = installFakeRealtime();
    const sinceAsked: string[] = [];
    server.use(
      http.get(`${SUPABASE_URL}/rest/v1/messages`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        sinceAsked.push(`${params.get('created_at')} ${params.get('or')}`);
        return HttpResponse.json([messageRow('m2', '2026-11-24T10:00:05Z')]);
      }),
      http.post(`${SUPABASE_URL}/rest/v1/rpc/mark_conversation_read`, () => HttpResponse.json(null)),
    );
    const queryClient = testQueryClient();
    // The conversation as first read: one message.
    queryClient.setQueryData(chatKeys.messages(chatId), {
      pages: [{ messages: [sentMessage('m1', '2026-11-24T10:00:00Z')], older: null }],
      pageParams: [null],
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <OnlinePresence userId={me}>{children}</OnlinePresence>
      </QueryClientProvider>
    );
    renderHook(() => useConversationLive(chatId, me, partner), { wrapper });

    (await realtime.channel(chatTopic(chatId))).status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    await waitFor(() => expect(readMessages(queryClient, chatId)?.map((m) => m.id)).toEqual(['m1', 'm2']));
    // Strictly after the last message in (created_at, id) order: not its neighbours of the same instant.
    expect(sinceAsked).toEqual([
      'gte.2026-11-24T10:00:00Z (created_at.gt."2026-11-24T10:00:00Z",and(created_at.eq."2026-11-24T10:00:00Z",id.gt.m1))',
    ]);
  });

  it('on a block change (either side, any tab) reads the shown queries again and joins the chat afresh', async () => {
    const { realtime, queryClient } = openChatKnowingBlockState();
    const state = await realtime.channel(chatStateTopic(chatId));
    expect(state.options).toEqual({ config: { private: true } });
    const firstChat = await realtime.channel(chatTopic(chatId));
    state.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(queryClient.getQueryState(blockKeys.chat(partner))?.isInvalidated).toBe(false);

    state.emit('broadcast', 'block_changed', { id: 'x' });
    expect(queryClient.getQueryState(blockKeys.chat(partner))?.isInvalidated).toBe(true);
    await waitFor(() => expect(firstChat.isRemoved).toBe(true));
    const secondChat = await realtime.channel(chatTopic(chatId));
    expect(secondChat).not.toBe(firstChat);
  });

  it('after a dropped connection asks again whether the chat is open (a change may have been missed)', async () => {
    const { realtime, queryClient } = openChatKnowingBlockState();
    const state = await realtime.channel(chatStateTopic(chatId));
    state.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(queryClient.getQueryState(blockKeys.chat(partner))?.isInvalidated).toBe(false);
    state.status(REALTIME_SUBSCRIBE_STATES.CHANNEL_ERROR);
    state.status(REALTIME_SUBSCRIBE_STATES.SUBSCRIBED);
    expect(queryClient.getQueryState(blockKeys.chat(partner))?.isInvalidated).toBe(true);
  });
});

/** The chat open with its block state cached (not blocked), on a fake realtime. */
function openChatKnowingBlockState() {
  const realtime = installFakeRealtime();
  server.use(http.get(`${SUPABASE_URL}/rest/v1/privacy_settings`, () => HttpResponse.json([])));
  const queryClient = testQueryClient();
  queryClient.setQueryData(blockKeys.chat(partner), { refusal: null, blockedByMe: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <OnlinePresence userId={me}>{children}</OnlinePresence>
    </QueryClientProvider>
  );
  renderHook(() => useConversationLive(chatId, me, partner), { wrapper });
  return { realtime, queryClient };
}
