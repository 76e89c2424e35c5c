import { describe, expect, it } from 'vitest';
import type { Transaction } from '../api/get-transactions';
import { transactionNote, transactionTitle } from './transaction-text';

const row = (kind: Transaction['kind'], side: Transaction['side']): Transaction => ({
  id: '1',
  kind,
  side,
  status: 'completed',
  amount_cents: 499,
  occurred_at: '2026-11-20T10:00:00Z',
  detail: null,
  counterparty_name: 'Alex Morgan',
  counterparty_username: 'alexm',
  counterparty_avatar_url: null,
  post_id: null,
  conversation_id: null,
});

describe('transactionTitle', () => {
  it('names a purchase from the fan’s side as what they bought from whom', () => {
    expect(transactionTitle(row('post_unlock', 'wallet'))).toBe('Unlocked a post by Alex Morgan');
    expect(transactionTitle(row('message_unlock', 'wallet'))).toBe('Unlocked a message from Alex Morgan');
    expect(transactionTitle(row('subscription', 'wallet'))).toBe('Subscription to Alex Morgan');
  });

  it('names the same purchase in a creator’s earnings as who bought what of theirs', () => {
    expect(transactionTitle(row('post_unlock', 'earnings'))).toBe('Alex Morgan unlocked your post');
    expect(transactionTitle(row('message_unlock', 'earnings'))).toBe('Alex Morgan unlocked your message');
    expect(transactionTitle(row('subscription', 'earnings'))).toBe('New subscriber: Alex Morgan');
    expect(transactionTitle(row('tip', 'earnings'))).toBe('Tip from Alex Morgan');
  });
});

describe('transactionNote', () => {
  it('says a sale reached a creator after the fee, and a payout or its reversal what it really was', () => {
    expect(transactionNote(row('tip', 'earnings'))).toBe('Earnings, after the platform fee');
    expect(transactionNote({ ...row('payout', 'earnings'), amount_cents: -2000 })).toBe(
      'From your earnings to your bank account',
    );
    expect(transactionNote({ ...row('payout_reversal', 'earnings'), detail: 'payout_failed' })).toBe(
      'The payout did not go through: back in your earnings',
    );
    expect(transactionNote(row('tip', 'wallet'))).toBeNull();
  });
});
