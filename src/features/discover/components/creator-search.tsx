import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { RenderFollowButton } from '@/lib/follow-cache';
import { SEARCH_MIN_CHARS } from '../api/keys';
import { useSearchPeople } from '../api/search-people';
import { CreatorList } from './creator-list';

const DEBOUNCE_MS = 250;

interface CreatorSearchProps {
  myId: string;
  renderFollowButton: RenderFollowButton;
}

function SearchResults({ text, myId, renderFollowButton }: CreatorSearchProps & { text: string }) {
  const results = useSearchPeople(text);
  if (results.isPending) return <ListSkeleton label="Searching" rows={2} hasAction />;
  if (results.isError) {
    return (
      <div className="px-4 py-3">
        <Alert tone="error">Search failed: {results.error.message}</Alert>
      </div>
    );
  }
  if (results.data.length === 0) {
    return <p className="px-4 py-6 text-sm text-zinc-400">No one matches “{text.trim()}”.</p>;
  }
  return (
    <>
      <h2 className="px-4 pt-1 text-xs font-semibold tracking-wider text-zinc-400 uppercase">People</h2>
      <CreatorList label="Search results" creators={results.data} myId={myId} renderFollowButton={renderFollowButton} />
    </>
  );
}

/** Creator search by name or @handle (the `search` RPC), from 2 characters. */
export function CreatorSearch({ myId, renderFollowButton }: CreatorSearchProps) {
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const isSearching = debounced.trim().length >= SEARCH_MIN_CHARS;

  return (
    <div className="pb-2">
      <SearchField
        label="Search creators"
        placeholder="Search creators"
        value={text}
        onChange={setText}
        maxLength={100}
      />
      {isSearching ? <SearchResults text={debounced} myId={myId} renderFollowButton={renderFollowButton} /> : null}
    </div>
  );
}
