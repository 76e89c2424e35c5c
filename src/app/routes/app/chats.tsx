import { Suspense } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { ChatListView } from '@/features/chat/components/chat-list-view';
import { NewMessageButton } from '@/features/chat/components/new-message-button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useUser } from '@/lib/auth';
import { LG_QUERY } from '../../layouts/xl-query';

/** The list with its title and New message, as a page (phones) or as the left pane (from lg). */
function ChatList({ selectedId }: { selectedId?: string }) {
  const user = useUser();
  return (
    <>
      <PageHeader title="Chats" actions={<NewMessageButton userId={user.id} />} />
      <ChatListView userId={user.id} selectedId={selectedId} />
    </>
  );
}

/**
 * /chats and /chats/{id} (issue 28). On a phone they are separate screens: the list, or one
 * conversation. From lg the list and the conversation sit side by side, and the list is this layout's,
 * so it stays mounted (and keeps its scroll position) while conversations change beside it.
 */
export function ChatsRoute() {
  const isWide = useMediaQuery(LG_QUERY);
  const { chatId } = useParams();
  if (!isWide) return <Outlet />;
  return (
    <div className="flex h-dvh">
      <section
        aria-label="Chat list"
        data-testid="chat-list-pane"
        className="w-80 shrink-0 overflow-y-auto overscroll-contain border-r border-zinc-800 xl:w-96"
      >
        <ChatList selectedId={chatId} />
      </section>
      <div className="min-w-0 flex-1">
        {/* Its own fallback: the conversation's code loading must not take the list's place. */}
        <Suspense
          fallback={
            <p role="status" className="p-6 text-center text-zinc-400">
              Loading conversation...
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

/** /chats: the list on a phone; beside the list from lg, the pane waiting for a conversation. */
export function ChatsIndexRoute() {
  const user = useUser();
  const isWide = useMediaQuery(LG_QUERY);
  if (!isWide) return <ChatList />;
  return (
    <div className="flex h-full items-center justify-center">
      <EmptyState
        icon={<ChatIcon className="size-7" />}
        title="Select a conversation"
        action={<NewMessageButton userId={user.id} withText />}
      >
        Choose one from the list, or start a new one.
      </EmptyState>
    </div>
  );
}
