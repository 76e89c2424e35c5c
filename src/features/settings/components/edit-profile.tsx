import { CoverImage } from '@/components/ui/cover-image';
import { QueryError } from '@/components/ui/query-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransientNotice } from '@/hooks/use-transient-notice';
import { useCurrentProfile } from '@/lib/auth';
import { AvatarEditor } from './avatar-editor';
import { EditProfileForm } from './edit-profile-form';
import type { ProfileNotice } from '../utils/profile-notice';

export function EditProfile() {
  const profile = useCurrentProfile();
  // One banner for the screen (issue 14): a later avatar error replaces "Profile updated successfully!"
  // instead of showing under it, and each clears by itself (NOTICE_MS).
  const [notice, showNotice, clearNotice] = useTransientNotice<ProfileNotice>();

  if (profile.isPending) {
    return (
      <div className="space-y-5 p-4" aria-busy="true">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="mx-auto -mt-16 size-24 rounded-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-28 w-full" />
        <span className="sr-only" role="status">
          Loading profile...
        </span>
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    const error = profile.error ?? new Error('Your profile could not be found.');
    return <QueryError what="your profile" error={error} onRetry={profile.refetch} />;
  }

  const data = profile.data;
  return (
    <div className="space-y-6 p-4">
      <div>
        <CoverImage src={data.cover_url} className="h-32 rounded-2xl sm:h-40" />
        <div className="-mt-14">
          <AvatarEditor
            profile={data}
            notice={notice?.source === 'avatar' ? notice : null}
            onNotice={showNotice}
            onBusy={clearNotice}
          />
        </div>
      </div>
      <EditProfileForm
        key={data.id}
        profile={data}
        notice={notice?.source === 'form' ? notice : null}
        onNotice={showNotice}
        onBusy={clearNotice}
      />
    </div>
  );
}
