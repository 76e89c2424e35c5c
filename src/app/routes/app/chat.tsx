import { useParams } from 'react-router-dom';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useUser } from '@/lib/auth';
import { LG_QUERY } from '../../layouts/xl-query';

export function ChatRoute() {
  const user = useUser();
  const { chatId = '' } = useParams();
  // From lg the conversation sits beside the chat list (the /chats layout, issue 28).
  const isBesideList = useMediaQuery(LG_QUERY);
  // Remount per conversation: no state (drafts, recorder, scroll) leaks from one chat into another.
  return <ConversationView key={chatId} chatId={chatId} userId={user.id} isBesideList={isBesideList} />;
}
