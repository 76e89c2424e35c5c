import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { UnsubscribeEmail } from '@/features/settings/components/unsubscribe-email';

/** Public: the email digest's unsubscribe link works without signing in (issue 19 §5). */
export function UnsubscribeRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Email digest" subtitle="Unsubscribe from Velvet's digest of unread messages and notifications.">
      <UnsubscribeEmail token={params.get('token')} />
    </AuthLayout>
  );
}
