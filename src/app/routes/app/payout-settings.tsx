import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { PayoutSettings } from '@/features/creator/components/payout-settings';

export function PayoutSettingsRoute() {
  return (
    <>
      <PageHeader title="Payout Settings" backTo={paths.settings} />
      <PayoutSettings />
    </>
  );
}
