import { type ReactNode, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PhoneIcon, SearchIcon } from '@/components/ui/icons';
import { fieldClass } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { useCallHistory } from '../api/get-call-history';
import { filterCalls } from '../utils/calls';
import { CallRow } from './call-row';

function Loading() {
  return (
    <div role="status" aria-label="Loading calls">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Calls (/calls): the call history, filtered by the search as you type. */
export function CallsView() {
  const user = useUser();
  const calls = useCallHistory(user.id);
  const [query, setQuery] = useState('');
  const searchId = useId();

  let body: ReactNode;
  if (calls.isPending) body = <Loading />;
  else if (calls.isError) {
    body = (
      <div className="space-y-3 p-4">
        <Alert tone="error">Could not load your calls: {calls.error.message}</Alert>
        <Button variant="secondary" onClick={() => void calls.refetch()}>
          Try again
        </Button>
      </div>
    );
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
              <CallRow call={call} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <>
      <PageHeader title="Calls" backTo={paths.home} backOnSmallOnly />
      <form role="search" onSubmit={(event) => event.preventDefault()} className="px-4 py-3">
        <label htmlFor={searchId} className="sr-only">
          Search calls
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-zinc-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search"
            autoComplete="off"
            className={cn(fieldClass, 'rounded-full pl-11')}
          />
        </div>
      </form>
      {body}
    </>
  );
}
