import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { BlockedUsers } from '@/features/settings/components/blocked-users';

export function BlockedUsersRoute() {
  return (
    <>
      <PageHeader title="Blocked Users" backTo={paths.settings} />
      <BlockedUsers />
    </>
  );
}
