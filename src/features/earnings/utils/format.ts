import type { Database } from '@/types/database';

/** How long a fan has been subscribed, from `get_subscribers.tenure_days`. */
export function tenureText(days: number): string {
  if (days < 1) return 'Subscribed today';
  if (days < 60) return `Subscribed ${days} ${days === 1 ? 'day' : 'days'}`;
  const months = Math.floor(days / 30.44);
  if (months < 24) return `Subscribed ${months} months`;
  return `Subscribed ${Math.floor(days / 365.25)} years`;
}

/** Earnings dates use the app's one date format (`@/utils/format`). */
export { formatDate } from '@/utils/format';

export type PayoutStatus = Database['public']['Enums']['payout_status'];

/** A payout's status in words; `requested` waits for an operator, so it says so. */
export const payoutStatusText: Record<PayoutStatus, { label: string; tone: 'neutral' | 'good' | 'bad' }> = {
  requested: { label: 'Requested · waiting for our team', tone: 'neutral' },
  processing: { label: 'Processing', tone: 'neutral' },
  paid: { label: 'Paid', tone: 'good' },
  failed: { label: 'Failed · returned to available', tone: 'bad' },
};
