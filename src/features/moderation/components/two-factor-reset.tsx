import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { QueryError } from '@/components/ui/query-error';
import { formatDateTime } from '@/utils/format';
import { type TwoFactorRecovery, useResetTwoFactor, useTwoFactorRecovery } from '../api/two-factor-reset';
import { useReason } from '../hooks/use-reason';

/** A password reset this close to a recovery request is how a mailbox thief would go about it. */
const NEAR_RESET_DAYS = 14;

function Evidence({ recovery }: { recovery: TwoFactorRecovery }) {
  const resetAt = recovery.password_reset_requested_at;
  const nearReset =
    resetAt && Math.abs(Date.parse(resetAt) - Date.parse(recovery.requested_at)) < NEAR_RESET_DAYS * 86_400_000;
  return (
    <div className="space-y-2 text-xs text-zinc-300">
      <p>
        Confirmed from the account’s mailbox{' '}
        <time dateTime={recovery.confirmed_at}>{formatDateTime(recovery.confirmed_at)}</time>. Authenticators:{' '}
        {recovery.authenticators}. Account created{' '}
        <time dateTime={recovery.account_created_at}>{formatDateTime(recovery.account_created_at)}</time>
        {recovery.last_sign_in_at ? (
          <>
            , last signed in <time dateTime={recovery.last_sign_in_at}>{formatDateTime(recovery.last_sign_in_at)}</time>
          </>
        ) : null}
        .
      </p>
      {resetAt && nearReset ? (
        <Alert tone="error">
          A password reset was asked for {formatDateTime(resetAt)}. Whoever holds the mailbox may be trying to take the
          account over: be sure it is the owner.
        </Alert>
      ) : null}
      <p className="text-zinc-400">
        The mailbox alone does not prove it is the owner. Write to {recovery.account_email} and check details only the
        owner knows (recent purchases, payouts, who they chat with) before you act. They cannot sign in to read an
        answer here.
      </p>
    </div>
  );
}

/**
 * The moderator's side of a two-factor recovery ticket (review M7): what to weigh, then turning two-factor off
 * with a reason and a confirmation. The `two-factor-reset` function does it; the ticket then closes.
 */
export function TwoFactorReset({ ticketId, username }: { ticketId: string; username: string | null }) {
  const recovery = useTwoFactorRecovery(ticketId);
  const reset = useResetTwoFactor();
  const why = useReason();
  const [confirming, setConfirming] = useState(false);

  if (recovery.isPending) return <p className="text-xs text-zinc-400">Loading the request…</p>;
  if (recovery.isError)
    return <QueryError what="the recovery request" error={recovery.error} onRetry={recovery.refetch} />;
  if (!recovery.data) return null;
  if (recovery.data.resolved_at) {
    return (
      <p className="text-xs text-zinc-300">
        Two-factor authentication was turned off{' '}
        <time dateTime={recovery.data.resolved_at}>{formatDateTime(recovery.data.resolved_at)}</time>.
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending || !why.check()) return;
    reset.reset();
    setConfirming(true);
  };
  const close = () => {
    if (!reset.isPending) setConfirming(false);
  };
  const who = username ? `@${username}` : 'this account';

  return (
    <div className="space-y-3 rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
      <Evidence recovery={recovery.data} />
      <form onSubmit={submit} className="space-y-3">
        {why.field('How you checked it is them (recorded with your action)')}
        <Button type="submit" variant="danger" disabled={reset.isPending}>
          Turn off two-factor
        </Button>
      </form>
      <Dialog isOpen={confirming} title={`Turn off two-factor for ${who}?`} onClose={close}>
        <p className="text-sm text-zinc-300">
          Every authenticator of the account is removed: it signs in with the password alone until its owner sets one up
          again. The ticket closes and the account’s address is told.
        </p>
        <p className="text-sm break-words text-zinc-400">Reason recorded: “{why.text.trim()}”</p>
        {reset.isError ? <Alert tone="error">Could not turn it off: {reset.error.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={reset.isPending}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={reset.isPending}
            onClick={() => reset.mutate({ ticketId, reason: why.text }, { onSuccess: () => setConfirming(false) })}
          >
            {reset.isPending ? 'Turning off...' : 'Turn off two-factor'}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
