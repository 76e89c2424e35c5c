import { PageHeader } from '@/components/ui/page-header';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';

/** /wallet (issue 13 §7, §8): the fan's wallet; the creator's earnings panel goes below it. */
export function WalletRoute() {
  return (
    <>
      <PageHeader title="Wallet" />
      <WalletPanel />
    </>
  );
}
