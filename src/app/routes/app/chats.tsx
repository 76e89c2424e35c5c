import { PageHeader } from '@/components/ui/page-header';
import { ChatListView } from '@/features/chat/components/chat-list-view';
import { useUser } from '@/lib/auth';

export function ChatsRoute() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Chats" />
      <ChatListView userId={user.id} />
    </>
  );
}
