import { useLocation, useNavigate } from 'react-router-dom';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { RedirectIfSignedIn, redirectTarget } from '@/lib/auth';

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const handleSuccess = () => void navigate(redirectTarget(location.state), { replace: true });
  return (
    <RedirectIfSignedIn>
      <AuthLayout title="Welcome back" subtitle="Log in to your Velvet account.">
        <LoginForm onSuccess={handleSuccess} />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
