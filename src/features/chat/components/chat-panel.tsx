import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryError } from '@/components/ui/query-error';
import { useCurrentProfile } from '@/lib/auth';
import type { MediaKind } from '@/lib/storage/files';
import { useChatPermission } from '@/lib/blocks';
import { useDeleteMessage } from '../api/delete-message';
import { useMessages } from '../api/get-messages';
import type { ChatListItem, ChatMessage } from '../api/types';
import { useChatSender } from '../hooks/use-chat-sender';
import { ChatClosed } from './chat-closed';
import { Composer } from './composer';
import type { OpenedMedia } from '@/components/media/post-media';
import { MessageList } from './message-list';
import { PaidMediaDialog } from './paid-media-dialog';
import { SendMediaDialog } from './send-media-dialog';

interface ChatPanelProps {
  conversation: ChatListItem;
  userId: string;
  isOtherTyping: boolean;
  onTyping: () => void;
  onOpenMedia: (media: OpenedMedia) => void;
}

/** The Chat tab: the message list over the composer. */
export function ChatPanel({ conversation, userId, isOtherTyping, onTyping, onOpenMedia }: ChatPanelProps) {
  const messages = useMessages(conversation.id);
  const sender = useChatSender(conversation.id, userId);
  const otherName = conversation.other_name ?? conversation.other_username ?? 'them';
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  const [isPaidOpen, setIsPaidOpen] = useState(false);
  // The own message whose "Delete message" was chosen: asked first, then unsent (issue 28).
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const remove = useDeleteMessage(userId);
  // A picked photo or video waits in its preview for a caption and Send (issue 28).
  const [picked, setPicked] = useState<{ file: File; kind: MediaKind } | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  // A block or the other's privacy settings may close the conversation (issue 19); until that is
  // known the composer shows, and the database refuses a message anyway.
  const permission = useChatPermission(conversation.other_user_id).data;
  const isClosed = Boolean(permission && (permission.blockedByMe || permission.refusal));
  const { fetchNextPage } = messages;
  // cancelRefetch off: a second ask while a page is on its way joins it instead of starting over.
  const loadOlder = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return (
    <>
      {messages.isPending ? (
        <p role="status" className="flex-1 p-6 text-center text-sm text-zinc-400">
          Loading conversation...
        </p>
      ) : messages.isError && !messages.isFetchNextPageError ? (
        // An older page that failed keeps the list: its Try again is at the top (history-start).
        <QueryError what="the messages" error={messages.error} onRetry={messages.refetch} className="flex-1" />
      ) : (
        <MessageList
          messages={messages.data}
          userId={userId}
          isOtherTyping={isOtherTyping}
          otherName={otherName}
          onOpenMedia={onOpenMedia}
          onRetry={sender.retry}
          onDelete={setDeleting}
          isClosed={isClosed}
          history={{
            hasOlder: messages.hasNextPage,
            isLoadingOlder: messages.isFetchingNextPage,
            olderError: messages.isFetchNextPageError ? messages.error : null,
            onLoadOlder: loadOlder,
          }}
        />
      )}
      {isClosed && permission ? (
        <ChatClosed
          permission={permission}
          otherUserId={conversation.other_user_id}
          username={conversation.other_username ?? ''}
        />
      ) : (
        <Composer
          isUploading={sender.isUploading}
          problem={sender.problem}
          onSendText={sender.sendText}
          onPickFile={(file) => {
            const kind = sender.acceptFile(file);
            if (kind) setPicked({ file, kind });
          }}
          onSendVoice={(file, duration) => void sender.sendVoice(file, duration)}
          onTyping={onTyping}
          onSendPaid={isCreator ? () => setIsPaidOpen(true) : undefined}
        />
      )}
      <SendMediaDialog
        picked={picked}
        otherName={otherName}
        onCancel={() => setPicked(null)}
        onSend={(file, caption) => {
          // Closed first, so focus is back on Attach before the upload disables it (useKeptFocus then
          // returns it there once the upload is done).
          flushSync(() => setPicked(null));
          void sender.sendFile(file, caption);
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete this message?"
        action={remove}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: closeDelete })}
        onClose={closeDelete}
      >
        It is deleted for both of you: {otherName} will see “Message deleted” in its place.
      </ConfirmDialog>
      {isCreator ? (
        <PaidMediaDialog
          isOpen={isPaidOpen}
          onClose={() => setIsPaidOpen(false)}
          conversationId={conversation.id}
          userId={userId}
          otherName={otherName}
        />
      ) : null}
    </>
  );
}
