import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { EmailDigestSettings } from '@/features/settings/components/email-digest-settings';

export function EmailSettingsRoute() {
  return (
    <>
      <PageHeader title="Email notifications" backTo={paths.settings} />
      <EmailDigestSettings />
    </>
  );
}
