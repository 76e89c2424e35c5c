import { formatEuro } from '@/utils/money';
import type { MessageRow } from '../api/types';

const nouns = { image: 'photo', video: 'video', voice: 'voice message' } as const;

/** What a screen reader hears when a message from the other person arrives (issue 18): who, then what. */
export function announcementFor(message: MessageRow, senderName: string): string {
  const text = message.content?.trim();
  const note = text ? `: ${text}` : '';
  if (message.tip_cents) return `${senderName} sent you a ${formatEuro(message.tip_cents)} tip${note}`;
  if (message.media_type !== 'none') {
    return `${senderName} sent a ${message.price_cents ? 'paid ' : ''}${nouns[message.media_type]}${note}`;
  }
  return `${senderName}: ${text ?? ''}`;
}
