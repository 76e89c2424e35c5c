import { PageHeader } from '@/components/ui/page-header';
import { EarningsPanel } from '@/features/earnings/components/earnings-panel';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';
import { useCurrentProfile, useUser } from '@/lib/auth';

/** /wallet (issue 13 §7, §8): everyone's wallet; a creator's earnings and payouts below it. */
export function WalletRoute() {
  const user = useUser();
  const profile = useCurrentProfile();
  return (
    <>
      <PageHeader title="Wallet" />
      <WalletPanel />
      {profile.data?.is_creator ? (
        <div className="mx-auto max-w-3xl p-4">
          <EarningsPanel userId={user.id} />
        </div>
      ) : null}
    </>
  );
}
