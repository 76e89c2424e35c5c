import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { AccountSettings } from '@/features/auth/components/account-settings';

export function EmailPasswordRoute() {
  return (
    <>
      <PageHeader title="Email & Password" backTo={paths.settings} />
      <AccountSettings />
    </>
  );
}
