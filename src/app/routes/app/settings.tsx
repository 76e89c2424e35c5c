import { PageHeader } from '@/components/ui/page-header';
import { SubscriptionPriceSettings } from '@/features/creator/components/subscription-price-settings';
import { SettingsView } from '@/features/settings/components/settings-view';
import { paths } from '@/config/paths';
import { useCurrentProfile } from '@/lib/auth';

export function SettingsRoute() {
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  return (
    <>
      <PageHeader title="Settings" backTo={paths.home} />
      <SettingsView creatorSection={isCreator ? <SubscriptionPriceSettings /> : undefined} />
    </>
  );
}
