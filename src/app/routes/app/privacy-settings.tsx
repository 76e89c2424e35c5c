import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PrivacySettings } from '@/features/settings/components/privacy-settings';

export function PrivacySettingsRoute() {
  return (
    <>
      <PageHeader title="Privacy Settings" backTo={paths.settings} />
      <PrivacySettings />
    </>
  );
}
