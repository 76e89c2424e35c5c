import { PageHeader } from '@/components/ui/page-header';
import { SubscriptionPriceSettings } from '@/features/creator/components/subscription-price-settings';
import { SettingsView } from '@/features/settings/components/settings-view';
import { paths } from '@/config/paths';
import { useCurrentProfile } from '@/lib/auth';
import { AccountMenu } from '@/app/layouts/account-menu';
import { rowBadges } from '@/app/layouts/nav-badges';

export function SettingsRoute() {
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  return (
    <>
      <PageHeader title="Settings" backTo={paths.home} />
      {/* Phones: the bottom bar's Settings tab is the way to the side navigation's other entries. */}
      <AccountMenu badges={rowBadges} />
      <SettingsView creatorSection={isCreator ? <SubscriptionPriceSettings /> : undefined} />
    </>
  );
}
