import type { Ref } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Older pages (issue 17): whether there are any, the one loading now, its error, and how to ask for it. */
export interface HistoryState {
  hasOlder: boolean;
  isLoadingOlder: boolean;
  olderError: Error | null;
  onLoadOlder: () => void;
}

interface HistoryStartProps {
  ref: Ref<HTMLDivElement>;
  history: HistoryState;
}

/**
 * The top of the message list (issue 17): the sentinel that asks for older messages, a spinner while
 * they load, Try again when they failed, or the start of the conversation once everything is shown.
 * Loading, idle and the start share one height, so nothing below moves when it changes.
 */
export function HistoryStart({ ref, history }: HistoryStartProps) {
  const { hasOlder, isLoadingOlder, olderError, onLoadOlder } = history;
  return (
    <div
      ref={ref}
      className="flex min-h-10 flex-wrap items-center justify-center gap-x-2 text-center text-xs text-muted"
    >
      {!hasOlder ? (
        <p>Start of your conversation</p>
      ) : isLoadingOlder ? (
        <Spinner label="Loading earlier messages" />
      ) : olderError ? (
        <>
          <p className="text-red-300">Could not load earlier messages: {olderError.message}</p>
          <button
            type="button"
            className="rounded-full px-3 py-2 font-medium text-zinc-200 hover:bg-zinc-800"
            onClick={onLoadOlder}
          >
            Try again
          </button>
        </>
      ) : null}
    </div>
  );
}
