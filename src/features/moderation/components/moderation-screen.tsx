import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Textarea } from '@/components/ui/input';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { Tabs } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { isModerator } from '@/lib/moderator';
import { useSignedUrl } from '@/lib/storage/signed-urls';
import { REPORT_REASONS } from '@/lib/reports';
import { formatDateTime } from '@/utils/format';
import { cn } from '@/utils/cn';
import {
  type ModerationAction,
  type QueueEntry,
  type SuspendedAccount,
  type Ticket,
  useAllTickets,
  useAnswerTicket,
  useLiftSuspension,
  useModerate,
  useModerationQueue,
  useSuspendedAccounts,
} from '../api/moderation';
import { useReason } from '../hooks/use-reason';
import { ConfirmAction, type DestructiveAction } from './confirm-action';
import { ModerationLog } from './moderation-log';
import { ReportedItem } from './reported-item';
import { TwoFactorReset } from './two-factor-reset';

type Tab = 'queue' | 'support' | 'suspended' | 'log';
const tabs = [
  { value: 'queue', label: 'Reports' },
  { value: 'support', label: 'Support' },
  { value: 'suspended', label: 'Suspended' },
  { value: 'log', label: 'Log' },
] as const;

/** Cards one under another; two side by side where the wide layout has the room (issue 28, M4). */
const CARD_GRID = 'grid items-start gap-4 p-4 xl:grid-cols-2';

const reasonLabel = (reason: string) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;
const KIND = { post: 'Post', comment: 'Comment', message: 'Message', profile: 'Profile' } as const;
const TOPICS = {
  account: 'Account and sign-in',
  payments: 'Payments',
  content: 'Content',
  safety: 'Safety',
  bug: 'Something is broken',
  other: 'Other',
  two_factor: 'Two-factor recovery',
} as const;
const TICKET_STATUS = { open: 'Open', answered: 'Answered', closed: 'Closed' } as const;

function QueueCard({ entry }: { entry: QueueEntry }) {
  const moderate = useModerate();
  const why = useReason();
  const [confirming, setConfirming] = useState<DestructiveAction | null>(null);
  const headingId = useId();
  const urgent = entry.top_reason === 'underage' || entry.top_reason === 'non_consensual';
  const kind = KIND[entry.target_type].toLowerCase();
  const username = (entry.item as { author?: { username?: string } } | null)?.author?.username ?? null;

  const send = (action: ModerationAction) =>
    moderate.mutate(
      { targetType: entry.target_type, targetId: entry.target_id, action, reason: why.text },
      { onSuccess: () => setConfirming(null) },
    );
  // Dismissing only closes the reports; removing and suspending ask first (review m11).
  const act = (action: ModerationAction) => (event?: FormEvent) => {
    event?.preventDefault();
    if (moderate.isPending || !why.check()) return;
    if (action === 'dismiss') send(action);
    else {
      moderate.reset();
      setConfirming(action);
    }
  };

  return (
    <article
      aria-labelledby={headingId}
      className={cn('space-y-3 rounded-2xl border bg-zinc-900/60 p-4', urgent ? 'border-red-800' : 'border-zinc-800')}
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-white">
          {KIND[entry.target_type]} reported for {reasonLabel(entry.top_reason).toLowerCase()}
        </h2>
        {urgent ? (
          <span className="rounded-full bg-red-950 px-2 py-0.5 text-xs font-medium text-red-200">
            {entry.held ? 'Urgent · hidden pending review' : 'Urgent'}
          </span>
        ) : null}
        <span className="ml-auto text-xs text-zinc-400">
          {entry.report_count} {entry.report_count === 1 ? 'report' : 'reports'} · first{' '}
          <time dateTime={entry.first_reported_at}>{formatDateTime(entry.first_reported_at)}</time>
        </span>
      </header>
      {entry.reasons.length > 1 ? (
        <p className="text-xs text-zinc-400">Reasons: {entry.reasons.map(reasonLabel).join(', ')}</p>
      ) : null}
      <ReportedItem type={entry.target_type} item={entry.item} />
      {entry.notes.length ? (
        <ul aria-label="Notes from reporters" className="space-y-1 text-xs text-zinc-300">
          {entry.notes.map((note, i) => (
            <li key={i}>“{note}”</li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={act('remove')} className="space-y-3">
        {why.field('Why (recorded with your action)')}
        {moderate.isError && !confirming ? <Alert tone="error">Could not act: {moderate.error.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => act('dismiss')()} disabled={moderate.isPending}>
            Dismiss
          </Button>
          {entry.target_type === 'profile' ? null : (
            <Button type="submit" variant="danger" disabled={moderate.isPending}>
              Remove {kind}
            </Button>
          )}
          <Button variant="danger" onClick={() => act('suspend')()} disabled={moderate.isPending}>
            Suspend account
          </Button>
        </div>
      </form>
      <ConfirmAction
        action={confirming}
        kind={kind}
        username={username}
        reason={why.text}
        pending={moderate.isPending}
        error={confirming ? moderate.error : null}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </article>
  );
}

function Queue() {
  const queue = useModerationQueue();
  if (queue.isPending) return <ListSkeleton label="Loading the report queue" rows={3} />;
  if (queue.isError) return <QueryError what="the report queue" error={queue.error} onRetry={queue.refetch} />;
  if (queue.data.length === 0)
    return <EmptyState title="No open reports">New reports show here, most urgent first.</EmptyState>;
  return (
    <div className={CARD_GRID}>
      {queue.data.map((entry) => (
        <QueueCard key={`${entry.target_type}:${entry.target_id}`} entry={entry} />
      ))}
    </div>
  );
}

function TicketCard({ ticket }: { ticket: Ticket }) {
  const answer = useAnswerTicket();
  const [text, setText] = useState('');
  const headingId = useId();
  const submit = (close: boolean) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() && !close) return;
    answer.mutate({ ticketId: ticket.id, answer: text, close }, { onSuccess: () => setText('') });
  };
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-white">
          {TOPICS[ticket.category]} · {TICKET_STATUS[ticket.status]}
        </h2>
        <time dateTime={ticket.created_at} className="ml-auto text-xs text-zinc-400">
          {formatDateTime(ticket.created_at)}
        </time>
      </header>
      <p className="text-xs text-zinc-400">
        From {ticket.author ? `${ticket.author.name} (@${ticket.author.username})` : 'a suspended or deleted account'}
      </p>
      <p className="text-sm break-words whitespace-pre-wrap text-zinc-100">{ticket.message}</p>
      {ticket.screenshot_path ? <Screenshot path={ticket.screenshot_path} /> : null}
      {ticket.category === 'two_factor' ? (
        <TwoFactorReset ticketId={ticket.id} username={ticket.author?.username ?? null} />
      ) : null}
      {ticket.answer ? (
        <p className="rounded-xl bg-zinc-950 px-3 py-2 text-sm text-zinc-300">Answer: {ticket.answer}</p>
      ) : null}
      {ticket.status === 'closed' ? null : (
        <form onSubmit={submit(false)} className="space-y-2">
          <Textarea
            label="Answer"
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="min-h-16"
          />
          {answer.isError ? <Alert tone="error">Could not save: {answer.error.message}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!text.trim() || answer.isPending}>
              Send answer
            </Button>
            <Button variant="secondary" onClick={() => submit(true)()} disabled={answer.isPending}>
              {text.trim() ? 'Send and close' : 'Close ticket'}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}

function Screenshot({ path }: { path: string }) {
  const url = useSignedUrl('support-screenshots', path).data;
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img src={url} alt="Screenshot attached to the request" className="max-h-60 rounded-xl object-contain" />
    </a>
  ) : null;
}

function Tickets() {
  const tickets = useAllTickets();
  if (tickets.isPending) return <ListSkeleton label="Loading support requests" rows={3} />;
  if (tickets.isError) return <QueryError what="support requests" error={tickets.error} onRetry={tickets.refetch} />;
  if (tickets.data.length === 0) return <EmptyState title="No support requests" />;
  return (
    <div className={CARD_GRID}>
      {tickets.data.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} />
      ))}
    </div>
  );
}

function SuspendedCard({ account, onLifted }: { account: SuspendedAccount; onLifted: (username: string) => void }) {
  const lift = useLiftSuspension();
  const why = useReason();
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lift.isPending || !why.check()) return;
    lift.mutate({ userId: account.user_id, reason: why.text }, { onSuccess: () => onLifted(account.username) });
  };
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-white">
          {account.name} (@{account.username})
        </h2>
        <span className="ml-auto text-xs text-zinc-400">
          Suspended <time dateTime={account.suspended_at}>{formatDateTime(account.suspended_at)}</time>
          {account.moderator_username ? ` by @${account.moderator_username}` : ''}
        </span>
      </header>
      {account.reason ? <p className="text-sm text-zinc-300">Why: {account.reason}</p> : null}
      <form onSubmit={submit} className="space-y-3">
        {why.field('Why lift it (recorded with your action)')}
        {lift.isError ? <Alert tone="error">Could not lift the suspension: {lift.error.message}</Alert> : null}
        <Button type="submit" variant="secondary" disabled={lift.isPending}>
          {lift.isPending ? 'Lifting...' : 'Lift suspension'}
        </Button>
        <p className="text-xs text-zinc-400">
          They can sign in again and what the suspension hid shows again. Items removed or held for review stay hidden,
          and subscriptions the suspension cancelled stay cancelled.
        </p>
      </form>
    </article>
  );
}

function Suspended() {
  const accounts = useSuspendedAccounts();
  const [lifted, setLifted] = useState<string | null>(null);
  const done = lifted ? (
    <Alert tone="success" className="xl:col-span-2">
      Suspension lifted: @{lifted} can sign in again.
    </Alert>
  ) : null;
  if (accounts.isPending) return <ListSkeleton label="Loading suspended accounts" rows={3} />;
  if (accounts.isError) {
    return <QueryError what="suspended accounts" error={accounts.error} onRetry={accounts.refetch} />;
  }
  if (accounts.data.length === 0) {
    return (
      <>
        {done ? <div className="p-4 pb-0">{done}</div> : null}
        <EmptyState title="No suspended accounts">Accounts you suspend show here, newest first.</EmptyState>
      </>
    );
  }
  return (
    <div className={CARD_GRID}>
      {done}
      {accounts.data.map((account) => (
        <SuspendedCard key={account.user_id} account={account} onLifted={setLifted} />
      ))}
    </div>
  );
}

const PANELS: Record<Tab, () => React.JSX.Element> = {
  queue: Queue,
  support: Tickets,
  suspended: Suspended,
  log: ModerationLog,
};

/** /moderation (issue 19 §2): the report queue, support requests and the log, for moderators only. */
export function ModerationScreen() {
  const user = useUser();
  const [tab, setTab] = useState<Tab>('queue');
  if (!isModerator(user)) {
    return (
      <EmptyState title="Moderators only">
        This page is for the Velvet moderation team. If you need help, use Settings › Contact Support.
      </EmptyState>
    );
  }
  const Panel = PANELS[tab];
  return (
    <Tabs label="Moderation sections" items={tabs} value={tab} onChange={setTab}>
      <Panel />
    </Tabs>
  );
}
