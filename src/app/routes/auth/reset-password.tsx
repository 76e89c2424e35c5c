import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { recoveryLinkError } from '@/features/auth/utils/recovery-link';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth';

/**
 * Reached from the recovery mail: supabase-js reads the session from the URL fragment and emits
 * PASSWORD_RECOVERY. The form needs that session; a failed or missing link explains what to do.
 */
export function ResetPasswordRoute() {
  const { isLoading, user } = useSession();
  const navigate = useNavigate();
  const [linkError] = useState(() => recoveryLinkError(window.location.hash, window.location.search));
  // Setting the password ends the recovery session; the success text must stay on screen anyway.
  const [hasSession, setHasSession] = useState(false);
  if (user && !hasSession) setHasSession(true);

  const handleDone = useCallback(() => void navigate(paths.login, { replace: true }), [navigate]);

  let body;
  if (hasSession) body = <ResetPasswordForm onDone={handleDone} />;
  else if (isLoading)
    body = (
      <p role="status" className="text-sm text-zinc-400">
        Loading...
      </p>
    );
  else
    body = (
      <div className="space-y-4">
        <Alert tone="error">{linkError ?? 'Open the reset link from your email to choose a new password.'}</Alert>
        <Link
          to={paths.forgotPassword}
          className="inline-block rounded text-sm font-semibold text-brand-400 hover:text-brand-300"
        >
          Request a new reset link
        </Link>
      </div>
    );

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      {body}
    </AuthLayout>
  );
}
