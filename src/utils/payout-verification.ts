import type { Database } from '@/types/database';

export type PayoutVerification = Database['public']['Enums']['payout_verification'];

/** What each identity-verification state means for payouts, said plainly (it is an operator action). */
export const payoutVerificationText: Record<PayoutVerification, { label: string; detail: string }> = {
  unverified: {
    label: 'Identity verification pending',
    detail:
      'You can publish and earn now. Payouts open once our team has verified your identity; we will notify you when that happens.',
  },
  pending: {
    label: 'Identity verification in review',
    detail: 'Our team is reviewing your identity. Payouts open once it is verified.',
  },
  verified: { label: 'Identity verified', detail: 'You can request payouts of your available earnings.' },
  rejected: {
    label: 'Identity verification declined',
    detail: 'We could not verify your identity, so payouts stay closed. Contact support to try again.',
  },
};
