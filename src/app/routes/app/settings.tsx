import { PageHeader } from '@/components/ui/page-header';
import { SettingsView } from '@/features/settings/components/settings-view';
import { paths } from '@/config/paths';

export function SettingsRoute() {
  return (
    <>
      <PageHeader title="Settings" backTo={paths.home} />
      <SettingsView />
    </>
  );
}
