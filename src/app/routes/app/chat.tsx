import { useParams } from 'react-router-dom';
import { ConversationView } from '@/features/chat/components/conversation-view';
import { useUser } from '@/lib/auth';

export function ChatRoute() {
  const user = useUser();
  const { chatId = '' } = useParams();
  // Remount per conversation: no state (drafts, recorder, scroll) leaks from one chat into another.
  return <ConversationView key={chatId} chatId={chatId} userId={user.id} />;
}
