import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import type { SignUpResult } from '@/features/auth/api/sign-up';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { CheckEmail } from '@/features/auth/components/check-email';
import { SignupForm } from '@/features/auth/components/signup-form';
import { RedirectIfSignedIn } from '@/lib/auth';

/** A message handed over by the previous screen (e.g. after deleting the account); state is untrusted. */
function noticeFrom(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

export function SignupRoute() {
  const location = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const notice = noticeFrom(location.state);

  // A returned session signs the user in; RedirectIfSignedIn then goes on to Home.
  const handleResult = (result: SignUpResult) => {
    if (result.status === 'check-email') setPending(result.email);
  };

  if (pending) {
    return (
      <AuthLayout title="Check Your Email">
        <CheckEmail email={pending} />
      </AuthLayout>
    );
  }

  return (
    <RedirectIfSignedIn>
      <AuthLayout title="Create your account" subtitle="Join Velvet to follow creators, post and chat.">
        {notice ? (
          <Alert tone="success" className="mb-5">
            {notice}
          </Alert>
        ) : null}
        <SignupForm onResult={handleResult} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
