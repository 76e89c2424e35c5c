import { ComingSoon } from '@/components/ui/coming-soon';
import { WalletIcon } from '@/components/ui/icons';

/*
 * Screens still to be built (money: the fan's wallet). Each says plainly what it will
 * hold, so nothing in the navigation leads to a blank page.
 */

export function WalletRoute() {
  return (
    <ComingSoon title="Wallet" icon={<WalletIcon className="size-7" />}>
      Your balance (0.00 for now), the tips and subscriptions you paid or earned, and payouts to your bank account will
      live here once payments launch.
    </ComingSoon>
  );
}
