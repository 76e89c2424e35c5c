import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useConfirmTwoFactorRecovery } from '../api/two-factor-recovery';

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * What the recovery mail's link opens (`/two-factor-recovery/confirm?token=…`), signed in or not. Opening it
 * changes nothing: mail scanners open links, so the request reaches Velvet's team only when the person presses
 * Confirm (as the unsubscribe page does).
 */
export function TwoFactorRecoveryConfirm({ token }: { token: string | null }) {
  const confirm = useConfirmTwoFactorRecovery();
  const askAgain = (
    <ButtonLink to={paths.twoFactorRecovery} variant="secondary" className="w-full">
      Ask again
    </ButtonLink>
  );

  if (!token || !TOKEN.test(token) || confirm.data === 'invalid') {
    return (
      <div className="space-y-4">
        <Alert tone="error">
          This link is not valid: it may be incomplete, or more than an hour old. Nothing was sent to our team. Ask
          again and use the newest email.
        </Alert>
        {askAgain}
      </div>
    );
  }
  if (confirm.data === 'confirmed' || confirm.data === 'already_confirmed') {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          {confirm.data === 'confirmed'
            ? 'Your request is with our team.'
            : 'This request was already confirmed: it is with our team.'}{' '}
          We will check that it is really you and write to you at your account’s email address. Nothing changes on your
          account until then.
        </Alert>
        <ButtonLink to={paths.login} variant="secondary" className="w-full">
          Back to Login
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300">
        Confirm that you asked Velvet to turn off two-factor authentication because you lost your authenticator app. Our
        team then checks that it is really you before changing anything.
      </p>
      <p className="text-sm text-zinc-400">If you did not ask for this, close this page: nothing will happen.</p>
      {confirm.isError ? <Alert tone="error">{confirm.error.message}</Alert> : null}
      <Button
        className="w-full"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending || undefined}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? 'Confirming...' : 'Confirm my request'}
      </Button>
    </div>
  );
}
