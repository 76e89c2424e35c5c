import { useUser } from '@/lib/auth';
import { useChatListLive } from '../api/use-chat-list-live';

/** Keeps the cached chat list live for the whole session (mounted once by the shell). Draws nothing. */
export function ChatListLive() {
  useChatListLive(useUser().id);
  return null;
}
