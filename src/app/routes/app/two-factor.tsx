import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { TwoFactorSettings } from '@/features/two-factor/components/two-factor-settings';

export function TwoFactorRoute() {
  return (
    <>
      <PageHeader title="Two-Factor Authentication" backTo={paths.settings} />
      <TwoFactorSettings />
    </>
  );
}
