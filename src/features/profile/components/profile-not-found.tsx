import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

export function ProfileNotFound({ handle }: { handle: string }) {
  return (
    <EmptyState
      icon={<UserIcon className="size-7" />}
      title="Profile not found"
      action={<ButtonLink to={paths.discover}>Discover creators</ButtonLink>}
    >
      Nobody goes by @{handle}. The link may be mistyped, or the account was deleted.
    </EmptyState>
  );
}
