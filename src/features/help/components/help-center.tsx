import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { ChevronRightIcon, SearchIcon } from '@/components/ui/icons';
import { ListSection } from '@/components/ui/list-section';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { CONTACT_EMAIL } from '@/config/contact';
import { paths } from '@/config/paths';
import { type HelpArticle, HELP_TOPICS } from '../content/articles';
import { searchArticles } from '../utils/search-articles';

const QUERY_MAX = 100;

function ContactLink() {
  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className="text-brand-300 underline underline-offset-4">
      {CONTACT_EMAIL}
    </a>
  );
}

function Answer({ article, isOpen }: { article: HelpArticle; isOpen: boolean }) {
  return (
    <details open={isOpen} className="group">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-medium text-zinc-100 hover:bg-zinc-800/60 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
        {article.question}
        <ChevronRightIcon className="size-4 shrink-0 text-zinc-400 transition-transform group-open:rotate-90" />
      </summary>
      <div className="space-y-2 px-4 pb-4 text-sm leading-relaxed text-zinc-300">
        <p>{article.answer}</p>
        {article.link ? (
          <p>
            <Link to={article.link.to} className="font-medium text-brand-300 underline-offset-4 hover:underline">
              {article.link.label}
            </Link>
          </p>
        ) : null}
      </div>
    </details>
  );
}

/**
 * Help Center (issue 19 §6): short answers by topic, filtered as you type. Searching opens every
 * answer that matches, so what was looked for is on screen at once; without a query they are closed
 * and open one at a time.
 */
export function HelpCenter() {
  const [query, setQuery] = useState('');
  const topics = useMemo(() => searchArticles(HELP_TOPICS, query), [query]);
  const isSearching = query.trim() !== '';
  const found = topics.reduce((count, topic) => count + topic.articles.length, 0);

  return (
    <>
      <PageHeader title="Help Center" backTo={paths.settings} />
      <SearchField
        label="Search help"
        placeholder="Search help, e.g. refund"
        value={query}
        onChange={setQuery}
        maxLength={QUERY_MAX}
      />
      <p role="status" className="sr-only">
        {isSearching ? (found === 1 ? '1 answer' : `${found} answers`) : ''}
      </p>
      {found === 0 ? (
        <EmptyState icon={<SearchIcon className="size-7" />} title="No answers found">
          Nothing matches “{query.trim()}”. Try other words, or email us at <ContactLink />.
        </EmptyState>
      ) : (
        // Remounted when searching starts or stops, so answers open or close with it.
        <div key={isSearching ? 'search' : 'browse'} className="space-y-7 px-4 pb-4">
          {topics.map((topic) => (
            <ListSection key={topic.title} title={topic.title}>
              {topic.articles.map((article) => (
                <li key={article.id}>
                  <Answer article={article} isOpen={isSearching} />
                </li>
              ))}
            </ListSection>
          ))}
          <p className="px-4 pt-1 text-center text-sm text-zinc-400">
            Still stuck? Email us at <ContactLink /> and we will reply within a few working days.
          </p>
        </div>
      )}
    </>
  );
}
