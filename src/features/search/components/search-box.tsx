import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';
import { MIN_SEARCH_LENGTH, normaliseTerm, useSearch } from '../api/search';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { SearchResults, toOptions } from './search-results';

interface SearchBoxProps {
  /** Called after a result is opened (the overlay closes itself). */
  onNavigate?: () => void;
  /** `overlay`: results fill the screen below; `inline`: results drop down under the field. */
  variant: 'overlay' | 'inline';
  /** Shown to the right of the field (the overlay's close button). */
  trailing?: ReactNode;
}

/** People and posts as you type: a combobox whose results are a keyboard-navigable listbox. */
export function SearchBox({ onNavigate, variant, trailing }: SearchBoxProps) {
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [isOpen, setIsOpen] = useState(true);
  const term = normaliseTerm(useDebouncedValue(text));
  const results = useSearch(term);
  const navigate = useNavigate();
  const listId = useId();

  const isSearchable = term.length >= MIN_SEARCH_LENGTH;
  const options = isSearchable && results.data ? toOptions(results.data.people, results.data.posts) : [];
  const showPanel = isOpen && normaliseTerm(text).length >= MIN_SEARCH_LENGTH && isSearchable;

  const choose = () => {
    setText('');
    setActiveIndex(-1);
    onNavigate?.();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const option = options[activeIndex] ?? (options.length === 1 ? options[0] : undefined);
      if (!option) return;
      event.preventDefault();
      navigate(option.to);
      choose();
    } else if (event.key === 'Escape' && variant === 'inline') {
      setIsOpen(false);
    }
  };

  return (
    <div className={cn('relative', variant === 'overlay' && 'flex min-h-0 flex-1 flex-col')}>
      <div className="flex items-center gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
          <input
            type="search"
            role="combobox"
            aria-label="Search"
            aria-expanded={showPanel}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={showPanel && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActiveIndex(-1);
              setIsOpen(true);
            }}
            onKeyDown={handleKeyDown}
            onFocus={() => setIsOpen(true)}
            placeholder="Try searching for users or posts"
            // Room on the right only while the spinner shows: at 390 px the spec's placeholder needs
            // the whole field (issue 14 §8).
            className={cn(
              'block w-full rounded-full border border-control-edge bg-zinc-900 py-2 pl-9 text-base text-ellipsis text-zinc-100 placeholder:text-muted focus:border-brand-400 focus:outline-none focus-visible:outline-solid focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-400 sm:text-sm',
              results.isFetching && isSearchable ? 'pr-10' : 'pr-3',
            )}
          />
          {results.isFetching && isSearchable ? (
            <Spinner className="absolute top-1/2 right-3 -translate-y-1/2" label="Searching" />
          ) : null}
        </div>
        {trailing}
      </div>
      {showPanel ? (
        <div
          className={cn(
            variant === 'inline'
              ? 'absolute inset-x-0 top-full z-30 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 shadow-2xl'
              : 'mt-3 min-h-0 flex-1 overflow-y-auto',
          )}
        >
          {results.isError ? (
            <p role="alert" className="px-4 py-3 text-sm text-red-300">
              Search failed. {results.error.message}
            </p>
          ) : options.length > 0 ? (
            <SearchResults
              listId={listId}
              options={options}
              activeIndex={activeIndex}
              onHover={setActiveIndex}
              onChoose={choose}
            />
          ) : results.isPending || results.isPlaceholderData ? null : (
            <p role="status" className="px-4 py-3 text-sm text-zinc-400">
              No people or posts match “{term}”.
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
