import { EmptyState } from '@/components/ui/empty-state';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useUser } from '@/lib/auth';
import { REPORT_REASONS } from '@/lib/reports';
import { formatDate } from '@/utils/format';
import { type MyReport, useMyReports } from '../api/my-reports';
import { StatusBadge } from './status-badge';

const STATUS_LABELS = { open: 'Under review', dismissed: 'No action taken', actioned: 'Action taken' } as const;
const KIND_LABELS = { post: 'Post', comment: 'Comment', message: 'Message', profile: 'Profile' } as const;

function ReportRow({ report }: { report: MyReport }) {
  const reason = REPORT_REASONS.find((r) => r.value === report.reason)?.label ?? report.reason;
  const who = report.target_username ? ` by @${report.target_username}` : '';
  const what =
    report.target_type === 'profile'
      ? `Profile${report.target_username ? ` @${report.target_username}` : ''}`
      : `${KIND_LABELS[report.target_type]}${who}`;
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0 text-sm">
        <p className="truncate font-medium text-zinc-100">{what}</p>
        <p className="text-zinc-400">
          {reason} · <time dateTime={report.created_at}>{formatDate(report.created_at)}</time>
        </p>
        {report.note ? <p className="mt-1 line-clamp-2 text-xs text-zinc-400">“{report.note}”</p> : null}
      </div>
      <StatusBadge status={report.status} label={STATUS_LABELS[report.status]} />
    </li>
  );
}

/**
 * Settings › Your reports (issue 19 §2): what the user reported and where it stands. Moderators decide
 * quietly: "Action taken" does not say which action.
 */
export function MyReports() {
  const user = useUser();
  const reports = useMyReports(user.id);
  if (reports.isPending) return <ListSkeleton label="Loading your reports" rows={3} />;
  if (reports.isError) return <QueryError what="your reports" error={reports.error} onRetry={reports.refetch} />;
  if (reports.data.length === 0) {
    return (
      <EmptyState title="No reports yet">
        When you report a post, comment, message or profile from its ⋯ menu, it shows here with its status.
      </EmptyState>
    );
  }
  return (
    <div className="p-4">
      <ul
        aria-label="Your reports"
        className="divide-y divide-zinc-800 overflow-hidden rounded-2xl border border-zinc-800 bg-zinc-900/60"
      >
        {reports.data.map((report) => (
          <ReportRow key={report.id} report={report} />
        ))}
      </ul>
    </div>
  );
}
