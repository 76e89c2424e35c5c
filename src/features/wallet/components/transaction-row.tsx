import { Avatar } from '@/components/ui/avatar';
import { WalletIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import { formatDateTime, formatSignedEuro } from '@/utils/format';
import type { Transaction } from '../api/get-transactions';
import { transactionNote, transactionTitle } from '../utils/transaction-text';

/** One history row: what, who, when and the signed amount (not-credited top-ups are struck through). */
export function TransactionRow({ transaction: t }: { transaction: Transaction }) {
  const note = transactionNote(t);
  const isCounted = t.status === 'completed';
  return (
    <li className="flex items-center gap-3 px-4 py-3" data-testid="transaction">
      {t.counterparty_username ? (
        <Avatar
          avatarUrl={t.counterparty_avatar_url}
          username={t.counterparty_username}
          name={t.counterparty_name}
          size="md"
        />
      ) : (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-zinc-800 text-brand-300">
          <WalletIcon className="size-5" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-[0.95rem] font-semibold text-zinc-100">{transactionTitle(t)}</p>
        <p className="text-xs text-zinc-400">
          <time dateTime={t.occurred_at}>{formatDateTime(t.occurred_at)}</time>
        </p>
        {note ? (
          <p className={cn('mt-0.5 text-xs', t.status === 'failed' ? 'text-red-300' : 'text-zinc-400')}>{note}</p>
        ) : null}
      </div>
      <p
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          !isCounted ? 'text-muted line-through' : t.amount_cents > 0 ? 'text-emerald-300' : 'text-zinc-100',
        )}
      >
        {formatSignedEuro(t.amount_cents)}
        {!isCounted ? <span className="sr-only"> (not in your balance)</span> : null}
      </p>
    </li>
  );
}
