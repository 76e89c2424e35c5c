import { unwrap } from './errors';
import { supabase } from './supabase';

/** Spec §8: the start-chat failure message, whatever the cause. */
export const START_CHAT_FAILED = 'Failed to start chat. Please try again.';

/**
 * The existing conversation with this person, or a new one (spec §2: start chat), from a profile's
 * Message button or Chats' New message. The database refuses a new one that a block or the other's
 * privacy settings forbid (VB001–VB003, `refusalMessage` in lib/blocks.ts says why).
 */
export async function startChat(myId: string, otherId: string): Promise<string> {
  return unwrap(
    await supabase.rpc('get_or_create_conversation', { user1_id: myId, user2_id: otherId }),
    START_CHAT_FAILED,
  );
}
