import { ComingSoon } from '@/components/ui/coming-soon';
import { StarIcon, WalletIcon } from '@/components/ui/icons';

/*
 * Screens still to be built (money: wallet and creator applications). Each says plainly what it will
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

export function BecomeCreatorRoute() {
  return (
    <ComingSoon title="Become a Creator" icon={<StarIcon className="size-7" />}>
      Apply to become a creator: verify your identity, set a monthly subscription price and start earning from
      subscriptions, tips and paid posts. Applications open soon.
    </ComingSoon>
  );
}
