import { useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { linkOutcome } from '@/features/auth/utils/link-outcome';
import { RedirectIfSignedIn, redirectTarget } from '@/lib/auth';

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  // A mailed link that failed (used, expired) lands on a protected page, which sends the visitor here.
  const from = redirectTarget(location.state);
  const [beforeHash = from, hash = ''] = from.split('#');
  const outcome = linkOutcome(hash);
  const target = outcome ? beforeHash : from;
  const handleSuccess = () => void navigate(target, { replace: true });
  return (
    <RedirectIfSignedIn>
      <AuthLayout title="Welcome back" subtitle="Log in to your Velvet account.">
        {outcome ? (
          <Alert tone={outcome.tone} className="mb-5">
            {outcome.text}
          </Alert>
        ) : null}
        <LoginForm onSuccess={handleSuccess} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
