import { type ReactNode, useState } from 'react';
import { useTimedText } from '@/hooks/use-transient-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { PhoneIcon } from '@/components/ui/icons';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { SearchField } from '@/components/ui/search-field';
import { ShareNotice } from '@/components/ui/share-notice';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useCallHistory } from '../api/get-call-history';
import { filterCalls } from '../utils/calls';
import { CallRow } from './call-row';

/** Calls (/calls): the call history, filtered by the search as you type. */
export function CallsView() {
  const user = useUser();
  const calls = useCallHistory(user.id);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useTimedText();

  let body: ReactNode;
  if (calls.isPending) body = <ListSkeleton label="Loading calls" rows={4} />;
  else if (calls.isError) {
    body = <QueryError what="your calls" error={calls.error} onRetry={calls.refetch} />;
  } else if (calls.data.length === 0) {
    body = (
      <EmptyState icon={<PhoneIcon className="size-7" />} title="No calls yet">
        Your voice and video calls will be listed here.
      </EmptyState>
    );
  } else {
    const shown = filterCalls(calls.data, query);
    body =
      shown.length === 0 ? (
        <p className="px-4 py-10 text-center text-sm text-zinc-400">No calls match “{query.trim()}”.</p>
      ) : (
        <ul aria-label="Call history" className="divide-y divide-zinc-900">
          {shown.map((call) => (
            <li key={call.id}>
              <CallRow call={call} onCall={() => setNotice('Calling is coming soon')} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <>
      <PageHeader title="Calls" backTo={paths.home} backOnSmallOnly />
      <SearchField label="Search calls" placeholder="Search" value={query} onChange={setQuery} />
      {body}
      <ShareNotice notice={notice} />
    </>
  );
}
