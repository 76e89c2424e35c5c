import { type FormEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCounter } from '@/components/ui/character-counter';
import { HiddenFileInput } from '@/components/ui/hidden-file-input';
import { Field, fieldClass, Textarea } from '@/components/ui/input';
import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useUser } from '@/lib/auth';
import { formatDate } from '@/utils/format';
import { textLimit } from '@/utils/text-limit';
import {
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGE_MAX,
  type SupportCategory,
  type SupportTicket,
  topicLabel,
  useFileTicket,
  useMyTickets,
} from '../api/tickets';
import { appealDraft, parseAppeal } from '../utils/appeal';
import { StatusBadge } from './status-badge';

const STATUS_LABELS = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;

function NewTicketForm() {
  const user = useUser();
  const file = useFileTicket(user.id);
  // "Ask for a review" on a removed item opens this form with a draft naming it.
  const { search } = useLocation();
  const [draft] = useState(() => {
    const appeal = parseAppeal(search);
    return appeal ? appealDraft(appeal, window.location.origin) : null;
  });
  const [category, setCategory] = useState<SupportCategory | ''>(draft?.category ?? '');
  const [message, setMessage] = useState(draft?.message ?? '');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const limit = textLimit(message, SUPPORT_MESSAGE_MAX);
  const canSend = category !== '' && limit.length > 0 && !limit.isOver && !file.isPending;

  const choose = (chosen: File) => {
    if (!SCREENSHOT_TYPES.includes(chosen.type)) return setFileError('Choose a JPEG, PNG, WebP or GIF image.');
    if (chosen.size > SCREENSHOT_MAX_BYTES) return setFileError('Screenshots can be at most 10 MB.');
    setFileError(null);
    setScreenshot(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    setSent(false);
    file.mutate(
      { category, message, screenshot },
      {
        onSuccess: () => {
          setCategory('');
          setMessage('');
          setScreenshot(null);
          setSent(true);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="New support request" className="space-y-4">
      <Field label="Topic">
        {(id) => (
          <select
            id={id}
            value={category}
            onChange={(event) => setCategory(event.target.value as SupportCategory)}
            className={fieldClass}
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {SUPPORT_CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="space-y-1">
        <Textarea
          label="How can we help?"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={counterId}
        />
        <CharacterCounter id={counterId} limit={limit} what="Messages" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => inputRef.current?.click()}>
          {screenshot ? 'Change screenshot' : 'Add a screenshot'}
        </Button>
        {screenshot ? (
          <>
            <span className="min-w-0 truncate text-sm text-zinc-300">{screenshot.name}</span>
            <Button variant="ghost" className="min-h-9 px-3 text-xs" onClick={() => setScreenshot(null)}>
              Remove screenshot
            </Button>
          </>
        ) : (
          <span className="text-xs text-zinc-400">Optional · image up to 10 MB</span>
        )}
        <HiddenFileInput
          ref={inputRef}
          accept={SCREENSHOT_TYPES.join(',')}
          onFile={choose}
          testId="support-screenshot"
        />
      </div>
      {fileError ? <Alert tone="error">{fileError}</Alert> : null}
      {file.isError ? <Alert tone="error">Could not send: {file.error.message}</Alert> : null}
      {sent ? <Alert tone="success">Thanks, your request was sent. We’ll answer here.</Alert> : null}
      <Button type="submit" disabled={!canSend} className="w-full sm:w-auto">
        {file.isPending ? 'Sending…' : 'Send request'}
      </Button>
    </form>
  );
}

function TicketRow({ ticket }: { ticket: SupportTicket }) {
  const topic = topicLabel(ticket.category);
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium text-zinc-100">{topic}</p>
          <p className="text-xs text-zinc-400">
            <time dateTime={ticket.created_at}>{formatDate(ticket.created_at)}</time>
            {ticket.screenshot_path ? ' · with a screenshot' : null}
          </p>
        </div>
        <StatusBadge status={ticket.status} label={STATUS_LABELS[ticket.status]} />
      </div>
      <p className="break-words whitespace-pre-wrap text-zinc-300">{ticket.message}</p>
      {ticket.answer ? (
        <div className="rounded-xl border border-zinc-800 bg-zinc-950/60 px-3 py-2">
          <p className="text-xs font-semibold text-zinc-400">Velvet Support</p>
          <p className="break-words whitespace-pre-wrap text-zinc-100">{ticket.answer}</p>
        </div>
      ) : null}
    </li>
  );
}

function TicketList() {
  const user = useUser();
  const tickets = useMyTickets(user.id);
  if (tickets.isPending) return <ListSkeleton label="Loading your requests" rows={2} />;
  if (tickets.isError) return <QueryError what="your requests" error={tickets.error} onRetry={tickets.refetch} />;
  if (tickets.data.length === 0) {
    return <EmptyState title="No requests yet">Requests you send show here with our answer.</EmptyState>;
  }
  return (
    <ul
      aria-label="Your requests"
      className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60"
    >
      {tickets.data.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

/** Settings › Contact Support (issue 19 §6): send a request, see your requests and our answers. */
export function ContactSupport() {
  return (
    <div className="space-y-8 p-4">
      <section aria-labelledby="new-request" className="space-y-3">
        <h2 id="new-request" className="text-base font-semibold text-white">
          New request
        </h2>
        <NewTicketForm />
      </section>
      <section aria-labelledby="your-requests" className="space-y-3">
        <h2 id="your-requests" className="text-base font-semibold text-white">
          Your requests
        </h2>
        <TicketList />
      </section>
    </div>
  );
}
