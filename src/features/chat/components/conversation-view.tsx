import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useConversation } from '../api/get-conversation';
import { useMarkRead } from '../api/mark-read';
import type { ChatListItem } from '../api/types';
import { useConversationLive } from '../api/use-conversation-live';
import { type ChatTab, ChatTabs } from './chat-tabs';
import { ChatPanel } from './chat-panel';
import { ConversationHeader } from './conversation-header';
import { MediaTab } from './media-tab';
import type { OpenedMedia } from '@/components/media/post-media';
import { MediaViewer } from './media-viewer';

const chatIdSchema = z.uuid();

/*
 * Fills the screen between the top and the mobile bottom navigation (57 px + safe area), and
 * cancels the shell's bottom padding, so only the message list scrolls. From lg it fills the pane
 * beside the chat list (issue 28).
 */
const frame = 'flex h-[calc(100dvh-57px-env(safe-area-inset-bottom))] -mb-24 flex-col lg:mb-0 lg:h-full';

function NotFound() {
  return (
    <EmptyState
      icon={<ChatIcon className="size-7" />}
      title="Conversation not found"
      action={<ButtonLink to={paths.chats}>Back to Chats</ButtonLink>}
    />
  );
}

/*
 * The app's "You're offline" pill (components/ui/offline-banner) floats at the top of a phone's screen
 * and at the bottom right from lg. Offline, the conversation makes room for it there, so it covers
 * neither the partner's name and the header's buttons nor the composer's Send (issue 28, review m7).
 */
function OfflinePillRoom({ at }: { at: 'top' | 'bottom' }) {
  const isOnline = useOnlineStatus();
  if (isOnline) return null;
  return (
    <div
      aria-hidden="true"
      data-testid={`offline-room-${at}`}
      className={at === 'top' ? 'h-8 shrink-0 lg:hidden' : 'hidden h-14 shrink-0 lg:block'}
    />
  );
}

interface OpenConversationProps {
  conversation: ChatListItem;
  userId: string;
  isBesideList: boolean;
}

function OpenConversation({ conversation, userId, isBesideList }: OpenConversationProps) {
  const [tab, setTab] = useState<ChatTab>('chat');
  const [viewing, setViewing] = useState<OpenedMedia | null>(null);
  const live = useConversationLive(conversation.id, userId, conversation.other_user_id);
  const markRead = useMarkRead(conversation.id);
  const { mutate: markReadNow } = markRead;

  // Opening a conversation marks it read (clears its unread count).
  useEffect(() => {
    markReadNow(undefined, { onError: (error) => console.error('Marking the chat read failed', error) });
  }, [markReadNow]);

  return (
    <div className={frame}>
      <OfflinePillRoom at="top" />
      <ConversationHeader
        conversation={conversation}
        isOnline={live.isOtherOnline}
        isTyping={live.isOtherTyping}
        onShowMedia={() => setTab('media')}
        isBesideList={isBesideList}
      />
      <ChatTabs value={tab} onChange={setTab} />
      {tab === 'chat' ? (
        <ChatPanel
          conversation={conversation}
          userId={userId}
          isOtherTyping={live.isOtherTyping}
          onTyping={live.notifyTyping}
          onOpenMedia={setViewing}
        />
      ) : (
        <MediaTab chatId={conversation.id} onOpen={setViewing} />
      )}
      <OfflinePillRoom at="bottom" />
      <MediaViewer media={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

interface ConversationViewProps {
  chatId: string;
  userId: string;
  /** Shown beside the chat list (two panes from lg, issue 28). */
  isBesideList?: boolean;
}

/** Chat (spec §2): loading, not found (missing or someone else's), or the open conversation. */
export function ConversationView({ chatId, userId, isBesideList = false }: ConversationViewProps) {
  const isValidId = chatIdSchema.safeParse(chatId).success;
  const conversation = useConversation(isValidId ? chatId : '');
  if (!isValidId) return <NotFound />;
  if (conversation.isPending) {
    return (
      <p role="status" className="p-6 text-center text-zinc-400">
        Loading conversation...
      </p>
    );
  }
  if (conversation.isError || !conversation.data) return <NotFound />;
  return <OpenConversation conversation={conversation.data} userId={userId} isBesideList={isBesideList} />;
}
