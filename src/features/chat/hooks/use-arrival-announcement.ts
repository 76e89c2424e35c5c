import { useState } from 'react';
import type { ChatMessage } from '../api/types';
import { announcementFor } from '../utils/announce';

export interface Arrival {
  id: string;
  text: string;
}

/**
 * The newest message from the other person that arrived while the chat is open, for a polite live
 * region (issue 18): what was there on opening and older pages loaded above are never announced,
 * only a new newest message that is not one's own.
 */
export function useArrivalAnnouncement(messages: ChatMessage[], userId: string, otherName: string): Arrival | null {
  const last = messages.at(-1);
  const [seenId, setSeenId] = useState(last?.id);
  const [arrival, setArrival] = useState<Arrival | null>(null);
  if (last && last.id !== seenId) {
    setSeenId(last.id);
    if (last.sender_id !== userId) setArrival({ id: last.id, text: announcementFor(last, otherName) });
  }
  return arrival;
}
