import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUnsubscribeEmailDigest } from '../api/email-digest';

/**
 * What the digest mail's unsubscribe link opens (`/unsubscribe?token=…`), signed in or not. Opening the
 * page changes nothing: it says what will happen and the digest goes off only when the person presses
 * Unsubscribe, so a link scanner that opens (and runs) the page cannot unsubscribe anyone. Mail clients'
 * one-click unsubscribe (RFC 8058) posts to the Edge Function directly and never comes here.
 */
export function UnsubscribeEmail({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeEmailDigest();

  const settingsLink = (
    <ButtonLink to={paths.emailSettings} variant="secondary" className="w-full">
      Email settings
    </ButtonLink>
  );

  if (!token || unsubscribe.data === false) {
    return (
      <div className="space-y-4">
        <Alert tone="error">
          This unsubscribe link is not valid: it may be incomplete or changed. Nothing was changed. Open the link from
          the email again, or turn the digest off in Settings › Email.
        </Alert>
        {settingsLink}
      </div>
    );
  }
  if (unsubscribe.data === true) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          You are unsubscribed: Velvet will not send you email digests any more. You can turn them back on in Settings ›
          Email.
        </Alert>
        {settingsLink}
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300">
        Velvet will stop sending the email digest of unread messages and notifications to the address this link was sent
        to. Nothing else changes, and you can turn the digest back on in Settings › Email.
      </p>
      {unsubscribe.isError && <Alert tone="error">{unsubscribe.error.message}</Alert>}
      <Button
        className="w-full"
        disabled={unsubscribe.isPending}
        aria-busy={unsubscribe.isPending || undefined}
        onClick={() => unsubscribe.mutate(token)}
      >
        {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
      </Button>
    </div>
  );
}
