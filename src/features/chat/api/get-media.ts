import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';
import type { MessageRow } from './types';

export type MediaItem = Pick<
  MessageRow,
  'id' | 'media_type' | 'media_url' | 'media_width' | 'media_height' | 'created_at'
> & { media_type: 'image' | 'video'; media_url: string };

const isMediaItem = (row: Pick<MessageRow, 'media_type' | 'media_url'>): row is MediaItem =>
  (row.media_type === 'image' || row.media_type === 'video') && typeof row.media_url === 'string';

/** Media tab: the conversation's photos and videos, newest first. */
export async function getConversationMedia(chatId: string): Promise<MediaItem[]> {
  const rows = unwrap(
    await supabase
      .from('messages')
      .select('id, media_type, media_url, media_width, media_height, created_at')
      .eq('conversation_id', chatId)
      .in('media_type', ['image', 'video'])
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(300),
  );
  return rows.filter(isMediaItem);
}

export const conversationMediaQueryOptions = (chatId: string) =>
  queryOptions({ queryKey: chatKeys.media(chatId), queryFn: () => getConversationMedia(chatId), staleTime: 0 });

export const useConversationMedia = (chatId: string) => useQuery(conversationMediaQueryOptions(chatId));
