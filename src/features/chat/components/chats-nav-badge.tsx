import { type BadgePlacement, CountBadge } from '@/components/ui/nav-badge';
import { useUser } from '@/lib/auth';
import { useUnreadChats } from '../api/get-unread-chats';

/** How many chats have unread messages, on the Chats entry; kept live by `ChatListLive`. */
export function ChatsNavBadge({ placement }: { placement?: BadgePlacement }) {
  return <CountBadge count={useUnreadChats(useUser().id)} placement={placement} />;
}
