import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount } from '../api/get-account';
import { linkOutcome } from '../utils/link-outcome';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

/** Settings → Email & Password: where a mailed email-change link lands, and both forms. */
export function AccountSettings() {
  const account = useAccount();
  const { hash, search } = useLocation();
  const outcome = linkOutcome(hash, search);

  return (
    <div className="mx-auto w-full max-w-xl space-y-6 p-4 sm:p-6">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {account.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-40" />
          <span className="sr-only" role="status">
            Loading your account...
          </span>
        </div>
      ) : account.isError ? (
        <QueryError what="your account" error={account.error} onRetry={account.refetch} />
      ) : (
        <>
          <section className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4 sm:p-6">
            <ChangeEmailForm account={account.data} />
          </section>
          <section className="rounded-2xl border border-zinc-800 bg-zinc-900/40 p-4 sm:p-6">
            <ChangePasswordForm email={account.data.email} />
          </section>
        </>
      )}
    </div>
  );
}
