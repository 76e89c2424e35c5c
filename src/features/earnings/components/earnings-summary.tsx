import { formatEuro } from '@/utils/money';
import type { Earnings } from '../api/get-earnings';
import { formatDate } from '../utils/format';

function Figure({ label, cents, note, accent }: { label: string; cents: number; note?: string; accent?: boolean }) {
  return (
    <div className="rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4">
      <dt className="text-xs font-medium uppercase tracking-wider text-zinc-400">{label}</dt>
      <dd
        className={
          accent
            ? 'mt-1 text-2xl font-bold text-white tabular-nums'
            : 'mt-1 text-xl font-semibold text-zinc-100 tabular-nums'
        }
      >
        {formatEuro(cents)}
      </dd>
      {note ? <dd className="mt-1 text-xs text-zinc-400">{note}</dd> : null}
    </div>
  );
}

/** Available vs pending (held 7 days), payouts in progress and paid out. */
export function EarningsSummary({ earnings }: { earnings: Earnings }) {
  const release = earnings.next_release_at
    ? `Next release ${formatDate(earnings.next_release_at)}`
    : 'Held 7 days after each sale';
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Figure label="Available" cents={earnings.available_cents} note="Ready to pay out" accent />
      <Figure
        label="Pending"
        cents={earnings.pending_cents}
        note={earnings.pending_cents > 0 ? release : 'Held 7 days after each sale'}
      />
      <Figure label="In payout" cents={earnings.payouts_in_progress_cents} note="Requested, not paid yet" />
      <Figure label="Paid out" cents={earnings.paid_out_cents} note="All time" />
    </dl>
  );
}

const sources = [
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'unlocks', label: 'Post unlocks' },
  { key: 'messages', label: 'Paid messages' },
  { key: 'tips', label: 'Tips' },
] as const;

/** Gross, the 20% platform fee and net, in total and per source (all time). */
export function EarningsBySource({ earnings }: { earnings: Earnings }) {
  return (
    <section aria-labelledby="by-source-title" className="space-y-3">
      <h3 id="by-source-title" className="text-base font-semibold text-white">
        Sales (all time)
      </h3>
      <div className="overflow-x-auto rounded-2xl border border-zinc-800">
        <table className="w-full min-w-[22rem] text-sm">
          <thead className="bg-zinc-900/80 text-left text-xs uppercase tracking-wider text-zinc-400">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Source
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Sales
              </th>
              <th scope="col" className="px-3 py-2.5 text-right font-medium">
                Gross
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">
                Net
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-800 text-zinc-200">
            {sources.map(({ key, label }) => (
              <tr key={key}>
                <th scope="row" className="px-4 py-2.5 text-left font-medium">
                  {label}
                </th>
                <td className="px-3 py-2.5 text-right tabular-nums">{earnings[`${key}_count`]}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatEuro(earnings[`${key}_gross_cents`])}</td>
                <td className="px-4 py-2.5 text-right tabular-nums">{formatEuro(earnings[`${key}_net_cents`])}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-zinc-700 bg-zinc-900/60 text-zinc-100">
            <tr>
              <th scope="row" className="px-4 py-2.5 text-left font-medium">
                Gross
              </th>
              <td colSpan={3} className="px-4 py-2.5 text-right tabular-nums">
                {formatEuro(earnings.gross_cents)}
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-4 py-2.5 text-left font-medium">
                Platform fee (20%)
              </th>
              <td colSpan={3} className="px-4 py-2.5 text-right tabular-nums">
                −{formatEuro(earnings.fee_cents)}
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-4 py-2.5 text-left font-semibold">
                Net
              </th>
              <td colSpan={3} className="px-4 py-2.5 text-right font-semibold tabular-nums text-white">
                {formatEuro(earnings.net_cents)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
