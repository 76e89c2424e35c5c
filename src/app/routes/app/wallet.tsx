import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { EarningsPanel } from '@/features/earnings/components/earnings-panel';
import { RetryAlert } from '@/features/earnings/components/retry-alert';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { WalletRoute as FanWalletPlaceholder } from './placeholders';

/*
 * /wallet: the fan's wallet is built on another branch (money-fan); until the two meet, creators see
 * their earnings here and everyone else the placeholder. The coordinator merges both into one screen.
 */
export function WalletRoute() {
  const user = useUser();
  const profile = useCurrentProfile();
  if (profile.isPending) {
    return (
      <>
        <PageHeader title="Wallet" backTo={paths.home} backOnSmallOnly />
        <div role="status" aria-label="Loading" className="p-4">
          <Skeleton className="h-24 w-full" />
        </div>
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        <PageHeader title="Wallet" backTo={paths.home} backOnSmallOnly />
        <div className="p-4">
          <RetryAlert what="your wallet" error={profile.error} onRetry={() => void profile.refetch()} />
        </div>
      </>
    );
  }
  if (!profile.data?.is_creator) return <FanWalletPlaceholder />;
  return (
    <>
      <PageHeader title="Wallet" backTo={paths.home} backOnSmallOnly />
      <div className="mx-auto max-w-3xl p-4">
        <EarningsPanel userId={user.id} />
      </div>
    </>
  );
}
