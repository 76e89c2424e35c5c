import { describe, expect, it } from 'vitest';
import type { ChatListItem } from '../api/types';
import { filterChats } from './filter-chats';

const chat = (id: string, extra: Partial<ChatListItem>): ChatListItem => ({
  id,
  updated_at: '2025-01-01T00:00:00Z',
  other_user_id: `u-${id}`,
  other_name: `Name ${id}`,
  other_username: `user_${id}`,
  other_avatar_url: null,
  last_message_id: null,
  last_message_content: null,
  last_message_media_type: null,
  last_message_sender_id: null,
  last_message_at: null,
  last_read_at: null,
  unread_count: 0,
  last_message_price_cents: null,
  last_message_tip_cents: null,
  other_is_creator: false,
  ...extra,
});

const chats = [
  chat('a', { other_name: 'Luna Rivera', last_message_content: 'See you at the shoot' }),
  chat('b', { other_name: 'Max', unread_count: 2, last_message_media_type: 'voice' }),
  chat('c', { other_name: 'Zoe', unread_count: 0 }),
];
const none = new Set<string>();

describe('filterChats', () => {
  it('finds chats by name and by last message, case-insensitively', () => {
    expect(filterChats(chats, { query: 'luna', filter: 'all', online: none }).map((c) => c.id)).toEqual(['a']);
    expect(filterChats(chats, { query: 'SHOOT', filter: 'all', online: none }).map((c) => c.id)).toEqual(['a']);
    expect(filterChats(chats, { query: 'voice message', filter: 'all', online: none }).map((c) => c.id)).toEqual(['b']);
    expect(filterChats(chats, { query: 'nobody', filter: 'all', online: none })).toEqual([]);
  });

  it('Unread keeps only chats with unread messages', () => {
    expect(filterChats(chats, { query: '', filter: 'unread', online: none }).map((c) => c.id)).toEqual(['b']);
  });

  it('Online keeps only chats whose other user is present', () => {
    const online = new Set(['u-c']);
    expect(filterChats(chats, { query: '', filter: 'online', online }).map((c) => c.id)).toEqual(['c']);
    expect(filterChats(chats, { query: '', filter: 'online', online: none })).toEqual([]);
  });
});
