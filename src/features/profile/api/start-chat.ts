import { mutationOptions, useMutation } from '@tanstack/react-query';
import { startChat } from '@/lib/start-chat';
import { profileKeys } from './keys';

export { START_CHAT_FAILED } from '@/lib/start-chat';

export const startChatMutationOptions = (myId: string) =>
  mutationOptions({
    mutationKey: profileKeys.startChat(),
    mutationFn: (otherId: string) => startChat(myId, otherId),
  });

export const useStartChat = (myId: string) => useMutation(startChatMutationOptions(myId));
