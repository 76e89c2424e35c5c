import type { Database } from '@/types/database';
import { cn } from '@/utils/cn';
import { payoutVerificationText } from '@/utils/payout-verification';

type PayoutVerification = Database['public']['Enums']['payout_verification'];

/** Where a creator's identity verification stands, and what that means for payouts. */
export function VerificationStatusText({ verification }: { verification: PayoutVerification }) {
  const text = payoutVerificationText[verification];
  return (
    <>
      <p
        className={cn('mt-1 text-sm font-medium', verification === 'verified' ? 'text-emerald-300' : 'text-amber-200')}
      >
        {text.label}
      </p>
      <p className="mt-1 text-sm text-zinc-400">{text.detail}</p>
    </>
  );
}
