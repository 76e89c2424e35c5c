import { useLocation, useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { TwoFactorRecoveryConfirm } from '@/features/support/components/two-factor-recovery-confirm';
import { TwoFactorRecoveryRequest } from '@/features/support/components/two-factor-recovery-request';

/** What the two-factor step hands over: the address the person is signing in with. */
const emailFrom = (state: unknown) =>
  state && typeof state === 'object' && 'email' in state && typeof state.email === 'string' ? state.email : '';

/** Public, signed in or not: linked from the two-factor sign-in step, where the session is not yet through. */
export function TwoFactorRecoveryRoute() {
  const { state } = useLocation();
  return (
    <AuthLayout
      title="Lost your authenticator?"
      subtitle="Ask Velvet's team to turn off two-factor authentication for your account."
    >
      <TwoFactorRecoveryRequest initialEmail={emailFrom(state)} />
    </AuthLayout>
  );
}

/** The recovery mail's link. */
export function TwoFactorRecoveryConfirmRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Confirm your request" subtitle="Two-factor authentication recovery">
      <TwoFactorRecoveryConfirm token={params.get('token')} />
    </AuthLayout>
  );
}
