import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

/** Spec §8: the one text a failed Start chat shows. */
export const START_CHAT_FAILED = 'Failed to start chat. Please try again.';

/** Spec §2 Creator profile: obtains or creates the conversation with `otherUserId`; returns its id. */
export async function startChat(userId: string, otherUserId: string): Promise<string> {
  return unwrap(
    await supabase.rpc('get_or_create_conversation', { user1_id: userId, user2_id: otherUserId }),
    START_CHAT_FAILED,
  );
}

/** For the profile screen's Start chat button (composed in its route module): navigate on success. */
export const useStartChat = (userId: string) =>
  useMutation({ mutationFn: (otherUserId: string) => startChat(userId, otherUserId) });
