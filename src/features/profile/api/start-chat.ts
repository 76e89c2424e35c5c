import { mutationOptions, useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/errors';
import { supabase } from '@/lib/supabase';
import { profileKeys } from './keys';

/** Spec §8: the start-chat failure message, whatever the cause. */
export const START_CHAT_FAILED = 'Failed to start chat. Please try again.';

/** The existing conversation with this person, or a new one (spec §2: start chat). */
export async function startChat(myId: string, otherId: string): Promise<string> {
  return unwrap(
    await supabase.rpc('get_or_create_conversation', { user1_id: myId, user2_id: otherId }),
    START_CHAT_FAILED,
  );
}

export const startChatMutationOptions = (myId: string) =>
  mutationOptions({
    mutationKey: profileKeys.startChat(),
    mutationFn: (otherId: string) => startChat(myId, otherId),
  });

export const useStartChat = (myId: string) => useMutation(startChatMutationOptions(myId));
