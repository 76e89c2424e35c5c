import { Link } from 'react-router-dom';
import { useBlockItem } from '@/components/blocks/block-action';
import { useTipAction } from '@/components/money/money-slots';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useChatPermission } from '@/lib/blocks';
import type { ChatListItem } from '../api/types';
import { OnlineDot } from './online-dot';
import { OptionsMenu } from './options-menu';

interface ConversationHeaderProps {
  conversation: ChatListItem;
  isOnline: boolean;
  isTyping: boolean;
  onShowMedia: () => void;
  /** Beside the chat list (two panes), whose "Chats" is the page's h1: the name is an h2 then. */
  isBesideList?: boolean;
}

/** Spec §2 Chat header: back to /chats, the other user's avatar and name (to their profile), options. */
export function ConversationHeader({
  conversation,
  isOnline: isLive,
  isTyping: isTypingLive,
  onShowMedia,
  isBesideList = false,
}: ConversationHeaderProps) {
  const Heading = isBesideList ? 'h2' : 'h1';
  const name = conversation.other_name ?? conversation.other_username ?? 'Unknown user';
  const profileHref = paths.profileOf(conversation.other_username ?? '');
  // Tip in chat (issue 13 §6): the tip bubble then arrives over realtime like any message.
  const tip = useTipAction(
    conversation.other_is_creator
      ? { creatorId: conversation.other_user_id, creatorName: name, context: 'chat', conversationId: conversation.id }
      : null,
  );
  // Block or Unblock from the options (issue 19); the panel below then shows the blocked state.
  const permission = useChatPermission(conversation.other_user_id);
  const block = useBlockItem(
    conversation.other_username ? { userId: conversation.other_user_id, username: conversation.other_username } : null,
    { isBlocked: permission.data?.blockedByMe ?? false },
  );
  // A channel joined before a block stays open until it rejoins: a blocked pair shows neither state.
  const isApart = permission.data?.refusal === 'blocked';
  const isOnline = isLive && !isApart;
  const isTyping = isTypingLive && !isApart;
  return (
    <header
      data-testid="conversation-header"
      className="relative z-20 flex min-h-14 items-center gap-1 border-b border-zinc-800 bg-zinc-950/85 px-2 backdrop-blur sm:px-3"
    >
      <Link
        to={paths.chats}
        aria-label="Back to chats"
        className="flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <ArrowLeftIcon className="size-5" />
      </Link>
      <Link to={profileHref} className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-1 py-1 hover:bg-zinc-900">
        <span className="relative shrink-0">
          <Avatar
            avatarUrl={conversation.other_avatar_url}
            username={conversation.other_username}
            name={name}
            size="sm"
          />
          {isOnline ? <OnlineDot className="size-2.5" hasLabel={false} /> : null}
        </span>
        <span className="min-w-0">
          <Heading className="truncate text-base leading-tight font-bold text-white">{name}</Heading>
          <span className="block truncate text-xs text-zinc-400">
            {isTyping ? 'typing...' : isOnline ? 'Online' : `@${conversation.other_username ?? ''}`}
          </span>
        </span>
      </Link>
      {tip}
      <OptionsMenu profileHref={profileHref} onShowMedia={onShowMedia} extraItems={block.item ? [block.item] : []} />
      {block.dialog}
      {block.error ? (
        <div className="absolute top-full right-2 left-2 mt-2">
          <Alert tone="error">Could not unblock: {block.error.message}</Alert>
        </div>
      ) : null}
    </header>
  );
}
