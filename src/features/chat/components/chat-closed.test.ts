import { describe, expect, it } from 'vitest';
import { closedReason } from './chat-closed';

describe('closedReason', () => {
  it('tells the blocker, the blocked person and someone outside the audience what holds', () => {
    expect(closedReason({ blockedByMe: true, refusal: 'blocked' }, 'ana')).toBe('You blocked @ana');
    expect(closedReason({ blockedByMe: false, refusal: 'blocked' }, 'ana')).toBe(
      "You can't reply to this conversation",
    );
    expect(closedReason({ blockedByMe: false, refusal: 'following' }, 'ana')).toBe(
      '@ana only accepts messages from people they follow.',
    );
    expect(closedReason({ blockedByMe: false, refusal: 'subscribers' }, 'ana')).toBe(
      '@ana only accepts messages from their subscribers.',
    );
    expect(closedReason({ blockedByMe: false, refusal: null }, 'ana')).toBeNull();
  });
});
