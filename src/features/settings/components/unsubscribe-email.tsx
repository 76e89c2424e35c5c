import { useEffect, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUnsubscribeEmailDigest } from '../api/email-digest';

/**
 * What the digest mail's unsubscribe link opens (`/unsubscribe?token=…`), signed in or not: the token
 * turns the digest off at once and the page says so; a token no digest carries changes nothing.
 */
export function UnsubscribeEmail({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribeEmailDigest();
  const { mutate } = unsubscribe;
  const sent = useRef(false);
  useEffect(() => {
    // Once per page (StrictMode mounts twice); the call is idempotent anyway.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

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
  if (unsubscribe.isError) {
    return (
      <div className="space-y-4">
        <Alert tone="error">{unsubscribe.error.message}</Alert>
        <Button className="w-full" onClick={() => mutate(token)}>
          Try again
        </Button>
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
    <p role="status" className="text-sm text-zinc-400">
      Turning off the email digest...
    </p>
  );
}
