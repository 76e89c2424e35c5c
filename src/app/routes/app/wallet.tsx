import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { EarningsPanel } from '@/features/earnings/components/earnings-panel';
import { WalletPanel } from '@/features/wallet/components/wallet-panel';
import { useCurrentProfile, useUser } from '@/lib/auth';
import { WALLET_BALANCE_HASH } from '@/app/layouts/nav-items';

/** The creator's wallet section: what it is for, since their earnings above are not in it. */
function CreatorWalletIntro() {
  return (
    <div className="px-4 pt-6">
      <h2 id="wallet-section" className="text-lg font-bold text-white">
        Your wallet
      </h2>
      <p className="mt-1 text-sm text-zinc-400">
        What you top up to subscribe, unlock and tip. Your earnings are paid out to your bank, not added here.
      </p>
    </div>
  );
}

/**
 * /wallet (issue 13 §7, §8): everyone's wallet. A creator's opens on their earnings, payouts and sales,
 * with the spending balance and its history after them (issue 28, m4), unless they are back from
 * topping up; the side navigation's Wallet entry scrolls there (`#balance`).
 */
export function WalletRoute() {
  const user = useUser();
  const isCreator = useCurrentProfile().data?.is_creator ?? false;
  const { hash } = useLocation();
  const [params] = useSearchParams();
  const walletRef = useRef<HTMLElement>(null);
  const isBackFromTopup = params.has('topup');
  const isAtBalance = hash === WALLET_BALANCE_HASH;

  useEffect(() => {
    if (isCreator && isAtBalance) walletRef.current?.scrollIntoView({ block: 'start' });
  }, [isCreator, isAtBalance]);

  const wallet = (
    <section
      ref={walletRef}
      id={WALLET_BALANCE_HASH.slice(1)}
      aria-labelledby={isCreator ? 'wallet-section' : undefined}
      className="scroll-mt-14"
    >
      {isCreator ? <CreatorWalletIntro /> : null}
      <WalletPanel />
    </section>
  );
  const earnings = isCreator ? (
    <div className="p-4">
      <EarningsPanel userId={user.id} />
    </div>
  ) : null;
  return (
    <>
      {/* Phones reach the wallet from the Settings tab: back goes where it was opened from (m15). */}
      <PageHeader title="Wallet" backTo={paths.settings} backToPrevious backOnSmallOnly />
      <div className="divide-y divide-zinc-800">
        {isBackFromTopup ? null : earnings}
        {wallet}
        {isBackFromTopup ? earnings : null}
      </div>
    </>
  );
}
