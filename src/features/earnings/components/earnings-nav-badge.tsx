import { NavBadge } from '@/components/ui/nav-badge';
import { useUser } from '@/lib/auth';
import { formatEuro } from '@/utils/money';
import { useEarnings } from '../api/get-earnings';

/**
 * A creator's Earnings entry: what is available to pay out now, the first figure of the screen it
 * opens. Seeded by the shell's request, read again after every sale or payout (wallet-sensitive).
 */
export function EarningsNavBadge() {
  const earnings = useEarnings(useUser().id);
  if (!earnings.data) return null;
  return (
    <NavBadge what="available" tone="positive">
      {formatEuro(earnings.data.available_cents)}
    </NavBadge>
  );
}
