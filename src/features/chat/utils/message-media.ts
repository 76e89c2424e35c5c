import type { MediaItem } from '@/components/media/media-access';
import type { MessageRow } from '../api/types';

/**
 * A message's photo or video as the media components show it. Chat media are signed for the two
 * participants (storage policies decide). A paid message carries no `media_url` (its file is in
 * locked-media, listed in `locked_message_media` for the sender and buyers): it shows locked
 * until that row hands this viewer the path to sign (`paidPath`).
 */
export function messageMediaOf(
  message: Pick<MessageRow, 'media_type' | 'media_url' | 'media_width' | 'media_height' | 'price_cents'>,
  paidPath: string | null = null,
): MediaItem | null {
  const { media_type: type, media_url: path } = message;
  if (type !== 'image' && type !== 'video') return null;
  const size = { type, width: message.media_width, height: message.media_height };
  if (path) return { ...size, access: { kind: 'signed', bucket: 'chat-media', path } };
  if (!message.price_cents) return null;
  return {
    ...size,
    access: paidPath ? { kind: 'signed', bucket: 'locked-media', path: paidPath } : { kind: 'locked' },
  };
}
