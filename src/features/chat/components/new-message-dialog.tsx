import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Input } from '@/components/ui/input';
import { QueryError } from '@/components/ui/query-error';
import { Sheet } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { refusalMessage } from '@/lib/blocks';
import { START_CHAT_FAILED, startChat } from '@/lib/start-chat';
import { type Contact, MIN_PEOPLE_SEARCH, useContacts, usePeopleSearch } from '../api/get-contacts';
import { chatKeys } from '../api/keys';

interface NewMessageDialogProps {
  isOpen: boolean;
  onClose: () => void;
  userId: string;
}

const matches = (contact: Contact, term: string) =>
  contact.username.toLowerCase().includes(term) || (contact.name ?? '').toLowerCase().includes(term);

/** One person to start a conversation with: the whole row is the button. */
function PersonButton({ person, isBusy, onPick }: { person: Contact; isBusy: boolean; onPick: () => void }) {
  const name = person.name || person.username;
  return (
    <li>
      <button
        type="button"
        onClick={onPick}
        disabled={isBusy}
        className="flex w-full items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-zinc-800 disabled:opacity-60"
      >
        <Avatar avatarUrl={person.avatar_url} username={person.username} name={person.name} />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-white">{name}</span>
          <span className="block truncate text-xs text-zinc-400">@{person.username}</span>
        </span>
        {person.is_creator ? (
          <span className="shrink-0 rounded-full bg-zinc-800 px-2 py-0.5 text-xs font-medium text-zinc-300">
            Creator
          </span>
        ) : null}
      </button>
    </li>
  );
}

/**
 * Chats' New message (issue 28): pick someone you follow or who follows you, or find anyone (creators
 * and fans) by name or handle; their conversation opens, started if needed. Whether you may write to
 * them is the database's to say (blocks, their privacy settings): a refusal is shown here.
 */
export function NewMessageDialog({ isOpen, onClose, userId }: NewMessageDialogProps) {
  const [query, setQuery] = useState('');
  const term = useDebouncedValue(query.trim().toLowerCase(), 250);
  const contacts = useContacts(userId);
  const found = usePeopleSearch(term);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (person: Contact) => startChat(userId, person.id),
    onSuccess: (chatId) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
      close();
      navigate(paths.chat(chatId));
    },
  });

  function close() {
    setQuery('');
    start.reset();
    onClose();
  }

  const isSearching = term.length > 0;
  const local = (contacts.data ?? []).filter((c) => !isSearching || matches(c, term));
  const remote = term.length >= MIN_PEOPLE_SEARCH ? (found.data ?? []) : [];
  const people = [...local, ...remote.filter((p) => !local.some((c) => c.id === p.id))].filter((p) => p.id !== userId);
  const isWaiting = isSearching ? term.length >= MIN_PEOPLE_SEARCH && found.isPending : contacts.isPending;

  return (
    <Sheet isOpen={isOpen} title="New message" onClose={close}>
      <Input
        type="search"
        label="To"
        placeholder="Search people..."
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {start.isError ? <Alert tone="error">{refusalMessage(start.error) ?? START_CHAT_FAILED}</Alert> : null}
      {/* A steady height while the results change under the field (a phone's sheet would jump). */}
      <section
        aria-label={isSearching ? 'People found' : 'People you follow or who follow you'}
        className="min-h-[min(24rem,50dvh)] space-y-2"
      >
        <h3 className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
          {isSearching ? 'People' : 'Following and followers'}
        </h3>
        {people.length ? (
          <ul className="-mx-2 space-y-0.5">
            {people.map((person) => (
              <PersonButton
                key={person.id}
                person={person}
                isBusy={start.isPending}
                onPick={() => start.mutate(person)}
              />
            ))}
          </ul>
        ) : isWaiting ? (
          <p role="status" className="py-4 text-sm text-zinc-400">
            Loading people...
          </p>
        ) : contacts.isError && !isSearching ? (
          <QueryError what="the people you follow" error={contacts.error} onRetry={contacts.refetch} />
        ) : found.isError && isSearching ? (
          <QueryError what="people" error={found.error} onRetry={found.refetch} />
        ) : (
          <p className="py-4 text-sm text-zinc-400">
            {isSearching
              ? term.length < MIN_PEOPLE_SEARCH
                ? 'Type at least 2 characters to search everyone.'
                : 'No people match your search'
              : 'Search for anyone by name or handle.'}
          </p>
        )}
      </section>
      {start.isPending ? (
        <p role="status" className="text-sm text-zinc-400">
          Opening the conversation...
        </p>
      ) : null}
    </Sheet>
  );
}
