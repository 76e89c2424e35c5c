import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { SearchIcon } from '@/components/ui/icons';
import { fieldClass } from '@/components/ui/input';
import { cn } from '@/utils/cn';
import { SEARCH_MIN_CHARS } from '../api/keys';
import { useSearchPeople } from '../api/search-people';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { CreatorList } from './creator-list';
import { ListSkeleton } from './list-skeleton';
import type { RenderFollowButton } from './types';

const DEBOUNCE_MS = 250;

interface CreatorSearchProps {
  myId: string;
  renderFollowButton: RenderFollowButton;
}

function SearchResults({ text, myId, renderFollowButton }: CreatorSearchProps & { text: string }) {
  const results = useSearchPeople(text);
  if (results.isPending) return <ListSkeleton label="Searching" rows={2} />;
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
  const id = useId();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, DEBOUNCE_MS);
  const isSearching = debounced.trim().length >= SEARCH_MIN_CHARS;

  return (
    <div className="pb-2">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="px-4 py-3">
        <label htmlFor={id} className="sr-only">
          Search creators
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-500" />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search creators"
            autoComplete="off"
            maxLength={100}
            className={cn(fieldClass, 'rounded-full pl-11')}
          />
        </div>
      </form>
      {isSearching ? <SearchResults text={debounced} myId={myId} renderFollowButton={renderFollowButton} /> : null}
    </div>
  );
}
