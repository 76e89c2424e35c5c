import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon, SearchIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useChatList } from '../api/get-chat-list';
import { useChatListOnline } from '../api/use-chat-list-live';
import { useNow } from '../hooks/use-now';
import { type ChatFilter, filterChats } from '../utils/filter-chats';
import { ChatFilterChips } from './chat-filter-chips';
import { ChatListRow } from './chat-list-row';

/**
 * What an empty filtered list says (issue 14 §8): the spec's text when a search finds nothing; a chip
 * alone gets its own words, since nothing was searched for.
 */
function NoVisibleChats({ filter, hasQuery }: { filter: ChatFilter; hasQuery: boolean }) {
  if (hasQuery || filter === 'all')
    return <EmptyState icon={<SearchIcon className="size-7" />} title="No chats match your search" />;
  if (filter === 'online')
    return (
      <EmptyState icon={<ChatIcon className="size-7" />} title="Nobody is online right now">
        People you chat with show up here while they are online.
      </EmptyState>
    );
  return (
    <EmptyState icon={<ChatIcon className="size-7" />} title="No unread chats">
      You are all caught up.
    </EmptyState>
  );
}

/**
 * Chats (spec §2): search, working All / Unread / Online chips, and the live list, newest first.
 * `selectedId`: the conversation open beside the list (two panes, issue 28).
 */
export function ChatListView({ userId, selectedId }: { userId: string; selectedId?: string }) {
  const chats = useChatList(userId);
  const online = useChatListOnline(chats.data);
  const now = useNow();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<ChatFilter>('all');
  const visible = filterChats(chats.data ?? [], { query, filter, online });

  return (
    <div>
      <div className="space-y-3 px-4 pt-3 pb-2">
        <label className="relative block">
          <span className="sr-only">Search chats</span>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search chats..."
            className="block w-full rounded-full border border-control-edge bg-zinc-900 py-2.5 pr-4 pl-10 text-base text-zinc-100 placeholder:text-muted focus:border-brand-400 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400 sm:text-sm"
          />
        </label>
        <ChatFilterChips value={filter} onChange={setFilter} />
      </div>
      {chats.isPending ? (
        <ListSkeleton label="Loading chats" rows={5} />
      ) : chats.isError ? (
        // Spec §8: a failed chat list falls back to empty; we also say so and offer a retry.
        <QueryError what="your chats" error={chats.error} onRetry={chats.refetch} />
      ) : !chats.data.length ? (
        <EmptyState icon={<ChatIcon className="size-7" />} title="No chats yet">
          Start a conversation from the Discover page
        </EmptyState>
      ) : !visible.length ? (
        <NoVisibleChats filter={filter} hasQuery={query.trim().length > 0} />
      ) : (
        <ul aria-label="Conversations" className="divide-y divide-zinc-900">
          {visible.map((chat) => (
            <ChatListRow
              key={chat.id}
              chat={chat}
              isOnline={online.has(chat.other_user_id)}
              isSelected={chat.id === selectedId}
              now={now}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
