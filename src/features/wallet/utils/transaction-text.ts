import type { Transaction } from '../api/get-transactions';

const declineReasons: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
};

/** A card's decline reason as the fan reads it; the provider's own sentence is kept when it has one. */
export function declineText(reason: string | null): string {
  if (!reason) return 'The payment did not go through.';
  return declineReasons[reason] ?? (/\s/.test(reason) ? reason : 'The payment did not go through.');
}

/** What a history row was, in a few words (issue 13 §7: what / who / when / amount). */
export function transactionTitle(t: Transaction): string {
  const who = t.counterparty_name ?? t.counterparty_username;
  const earned = t.side === 'earnings';
  switch (t.kind) {
    case 'topup':
      return 'Wallet top-up';
    case 'topup_reversal':
      return t.detail === 'chargeback'
        ? 'Top-up charged back'
        : t.detail === 'dispute_won'
          ? 'Dispute won'
          : 'Top-up refunded';
    case 'subscription':
      if (earned) return who ? `New subscriber: ${who}` : 'New subscriber';
      return who ? `Subscription to ${who}` : 'Subscription';
    case 'renewal':
      return who ? `Renewal: ${who}` : 'Subscription renewal';
    // A creator's row is the fan's purchase seen from the other side: who bought what of theirs.
    case 'post_unlock':
      if (earned) return who ? `${who} unlocked your post` : 'A fan unlocked your post';
      return who ? `Unlocked a post by ${who}` : 'Unlocked a post';
    case 'message_unlock':
      if (earned) return who ? `${who} unlocked your message` : 'A fan unlocked your message';
      return who ? `Unlocked a message from ${who}` : 'Unlocked a message';
    case 'tip':
      return earned ? (who ? `Tip from ${who}` : 'Tip received') : who ? `Tip to ${who}` : 'Tip';
    case 'payout':
      return 'Payout';
    case 'payout_reversal':
      return 'Payout returned';
  }
}

/** The status line under a row, when there is more to say than "completed". */
export function transactionNote(t: Transaction): string | null {
  if (t.status === 'pending') return 'Pending: waiting for the payment to be confirmed';
  if (t.status === 'failed') return `Failed: ${declineText(t.detail)} Not added to your balance.`;
  if (t.status === 'expired') return 'Expired: the payment page was never completed';
  if (t.kind === 'topup_reversal') {
    return t.detail === 'chargeback'
      ? 'Your bank reversed this payment (chargeback)'
      : t.detail === 'dispute_won'
        ? 'The dispute was settled in your favour'
        : 'The payment was refunded to your card';
  }
  // A payout moves earnings out, a reversal brings a failed one back: neither is a sale (issue 28, m4).
  if (t.kind === 'payout') return 'From your earnings to your bank account';
  if (t.kind === 'payout_reversal') return 'The payout did not go through: back in your earnings';
  if (t.side === 'earnings') return 'Earnings, after the platform fee';
  return null;
}
