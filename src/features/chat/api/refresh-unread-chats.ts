import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

/**
 * The count is read again after what can change it: a message from the other person in a chat that
 * is not on screen, or a chat read here or in another tab while something was unread (reading
 * cannot lower a count of 0: a message arriving in the open chat costs no request).
 */
export function refreshUnreadChats(queryClient: QueryClient, userId: string, cause: 'message' | 'read') {
  const key = chatKeys.unread(userId);
  if (cause === 'read' && !queryClient.getQueryData<number>(key)) return;
  void queryClient.invalidateQueries({ queryKey: key });
}
