import { NavBadge } from '@/components/ui/nav-badge';
import { useUser } from '@/lib/auth';
import { formatEuro } from '@/utils/money';
import { useWallet } from '../api/get-wallet';

/**
 * The Wallet entry's badge: the live spending balance instead of the spec's fixed 0.00 (issue 13 §7),
 * for creators too (their earnings have an entry and a badge of their own).
 */
export function WalletNavBadge() {
  const wallet = useWallet(useUser().id);
  if (!wallet.data) return null;
  const { balance_cents: cents, is_negative: isNegative } = wallet.data;
  return (
    <NavBadge what="balance" tone={isNegative ? 'negative' : 'neutral'}>
      {formatEuro(cents)}
    </NavBadge>
  );
}
