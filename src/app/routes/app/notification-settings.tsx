import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { NotificationSettings } from '@/features/settings/components/notification-settings';

export function NotificationSettingsRoute() {
  return (
    <>
      <PageHeader title="In-app notifications" backTo={paths.settings} />
      <NotificationSettings />
    </>
  );
}
