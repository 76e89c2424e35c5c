import { useUser } from '@/lib/auth';
import { cn } from '@/utils/cn';
import { formatEuro } from '@/utils/money';
import { useWallet } from '../api/get-wallet';

/** The side navigation's Wallet badge: the live balance instead of the spec's fixed 0.00 (issue 13 §7). */
export function WalletNavBadge() {
  const wallet = useWallet(useUser().id);
  if (!wallet.data) return null;
  const { balance_cents: cents, is_negative: isNegative } = wallet.data;
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        isNegative ? 'bg-red-500/20 text-red-200' : 'bg-zinc-800 text-zinc-200',
      )}
    >
      {formatEuro(cents)}
      {/* After the amount: the link's name then holds what it shows, "Wallet €14.21", unbroken (WCAG 2.5.3). */}
      <span className="sr-only"> balance</span>
    </span>
  );
}
