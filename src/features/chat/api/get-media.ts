import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { chatKeys } from './keys';
import type { MessageRow } from './types';

export type MediaItem = Pick<
  MessageRow,
  'id' | 'media_type' | 'media_url' | 'media_width' | 'media_height' | 'price_cents' | 'created_at'
> & { media_type: 'image' | 'video' };

/** A photo or video: a chat-media path, or a paid message (no path on the row; see get-paid-media). */
const isMediaItem = (row: Pick<MessageRow, 'media_type' | 'media_url' | 'price_cents'>): row is MediaItem =>
  (row.media_type === 'image' || row.media_type === 'video') &&
  (typeof row.media_url === 'string' || row.price_cents !== null);

/**
 * Media tab: the conversation's photos and videos, newest first, paid messages included. A paid
 * message's row carries its price but never its path (media_url is null by constraint), so this
 * list tells a fan who has not bought it nothing about where the file is.
 */
export async function getConversationMedia(chatId: string): Promise<MediaItem[]> {
  const rows = unwrap(
    await supabase
      .from('messages')
      .select('id, media_type, media_url, media_width, media_height, price_cents, created_at')
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
