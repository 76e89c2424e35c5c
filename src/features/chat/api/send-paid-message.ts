import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toError } from '@/lib/errors';
import { fileMessages, timestampedPath } from '@/lib/storage/files';
import { uploadWithProgress } from '@/lib/storage/upload';
import { supabase } from '@/lib/supabase';
import { readMediaInfo } from '../utils/media-files';
import { applyMessageToChatList } from './chat-list-cache';
import { mergeIntoMessages } from './messages-cache';
import { parseMessageRow } from './types';

export interface PaidMedia {
  file: File;
  kind: 'image' | 'video';
  priceCents: number;
  caption: string;
}

/**
 * A creator's paid message (issue 13 §5): the file goes to the private `locked-media/{userId}/…`,
 * then `send_paid_message` posts it with the price. The message row never carries the path, so
 * the fan sees only the blurred placeholder until they unlock it.
 */
export async function sendPaidMessage(conversationId: string, userId: string, media: PaidMedia) {
  const info = await readMediaInfo(media.file, media.kind);
  const path = timestampedPath(userId, media.file);
  await uploadWithProgress('locked-media', path, media.file, fileMessages.uploadFailed);
  const hasSize = info.width !== null && info.height !== null;
  const result = await supabase.rpc('send_paid_message', {
    conversation_id: conversationId,
    media_type: media.kind,
    media_path: path,
    price_cents: media.priceCents,
    ...(media.caption.trim() ? { content: media.caption.trim() } : {}),
    ...(hasSize ? { media_width: info.width ?? undefined, media_height: info.height ?? undefined } : {}),
    ...(media.kind === 'video' && info.duration !== null ? { media_duration: info.duration } : {}),
  });
  if (result.error) throw toError(result.error);
  const row = parseMessageRow(result.data);
  if (!row) throw new Error('The message was sent but could not be shown. Reload the chat.');
  return row;
}

export function useSendPaidMessage(conversationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (media: PaidMedia) => sendPaidMessage(conversationId, userId, media),
    onSuccess: (row) => {
      mergeIntoMessages(queryClient, conversationId, [row]);
      applyMessageToChatList(queryClient, userId, row, { isOpen: true });
    },
  });
}
