import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import type { PostHit, ProfileHit } from '../api/search';

export type SearchOption = { key: string; to: string } & (
  { kind: 'profile'; hit: ProfileHit } | { kind: 'post'; hit: PostHit }
);

export function toOptions(people: ProfileHit[], posts: PostHit[]): SearchOption[] {
  return [
    ...people.map((hit) => ({ kind: 'profile' as const, hit, key: `p-${hit.id}`, to: paths.profileOf(hit.username) })),
    ...posts.map((hit) => ({ kind: 'post' as const, hit, key: `t-${hit.id}`, to: paths.post(hit.id) })),
  ];
}

interface SearchResultsProps {
  listId: string;
  options: SearchOption[];
  activeIndex: number;
  onHover: (index: number) => void;
  onChoose: () => void;
}

const optionClass = (isActive: boolean) =>
  cn('flex items-center gap-3 px-4 py-2.5 text-left', isActive ? 'bg-zinc-800' : 'hover:bg-zinc-800/60');

/** A listbox of links (an <a> may take the option role): arrow keys move, Enter or a click opens. */
export function SearchResults({ listId, options, activeIndex, onHover, onChoose }: SearchResultsProps) {
  const render = (kind: SearchOption['kind'], label: string) => {
    const items = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind);
    if (items.length === 0) return null;
    return (
      <div role="group" aria-label={label}>
        <p aria-hidden="true" className="px-4 pt-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
          {label}
        </p>
        {items.map(({ option, index }) => (
          <Link
            key={option.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            tabIndex={-1}
            to={option.to}
            onMouseEnter={() => onHover(index)}
            onClick={onChoose}
            className={optionClass(index === activeIndex)}
          >
            <Avatar avatarUrl={option.hit.avatar_url} username={option.hit.username} name={option.hit.name} size="sm" />
            {option.kind === 'profile' ? (
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-white">
                  {option.hit.name || option.hit.username}
                </span>
                <span className="block truncate text-xs text-zinc-400">@{option.hit.username}</span>
              </span>
            ) : (
              <span className="min-w-0">
                <span className="line-clamp-2 text-sm text-zinc-100">{option.hit.post_content}</span>
                <span className="block truncate text-xs text-zinc-400">
                  Post by @{option.hit.username}
                  {option.hit.post_media_type && option.hit.post_media_type !== 'none'
                    ? ` · ${option.hit.post_media_type}`
                    : ''}
                </span>
              </span>
            )}
          </Link>
        ))}
      </div>
    );
  };

  return (
    <div id={listId} role="listbox" aria-label="Search results" className="py-1">
      {render('profile', 'People')}
      {render('post', 'Posts')}
    </div>
  );
}
