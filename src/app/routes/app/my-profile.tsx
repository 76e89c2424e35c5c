import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentProfile } from '@/lib/auth';

/** /profile (side navigation "Profile") opens the signed-in user's own profile page. */
export function MyProfileRoute() {
  const profile = useCurrentProfile();
  if (profile.data) return <Navigate to={paths.profileOf(profile.data.username)} replace />;
  return (
    <>
      <PageHeader title="Profile" />
      <div className="p-4">
        {profile.isPending ? (
          <p role="status" className="text-zinc-400">
            Loading...
          </p>
        ) : (
          <Alert tone="error">{profile.error?.message ?? 'Your profile could not be found.'}</Alert>
        )}
      </div>
    </>
  );
}
